import type { DownloadedFile } from '@worksite/contract';

/** Hands a downloaded file to the user (the browser's "save as"): implemented by apps/web. */
export interface FileSaver {
  save(file: DownloadedFile): void;
}

/** Injection token of the FileSaver port. */
export const FileSaver: unique symbol = Symbol.for('FileSaver');
