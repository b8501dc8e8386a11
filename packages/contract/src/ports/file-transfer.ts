import type { Endpoint } from '../endpoint';

/** A file received from the server: its name (from Content-Disposition) and its bytes. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * Moves files over catalogued calls whose body is not an envelope (the Excel calls: `…Export`,
 * `…ImportTemplate`, `…Import`). Enriched and refused like the ApiGateway: a refusal rejects with an error whose
 * `message` is the server's message and whose `body.data.errors` (when the server sent one) lists every row error.
 */
export interface FileTransfer {
  /** GETs `endpoint` with `params` (token, fromplat, wid, AuthAreaCode added) and answers the file it sends. */
  download(endpoint: Endpoint, params: Readonly<Record<string, unknown>>): Promise<DownloadedFile>;
  /** POSTs `bytes` as the raw body (`.xlsx` content type) and answers the decoded envelope's `data`. */
  upload(endpoint: Endpoint, bytes: Uint8Array, fileName: string): Promise<unknown>;
}
/** Injection token of the FileTransfer port. */
export const FileTransfer: unique symbol = Symbol.for('FileTransfer');

