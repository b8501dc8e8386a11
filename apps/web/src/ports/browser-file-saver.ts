/**
 * Hands downloaded bytes to the browser as a file (export, import template): a Blob behind an object URL,
 * clicked through a temporary `<a download>`; the URL is revoked once the click has been dispatched.
 */
export class BrowserFileSaver {
  constructor(private readonly doc: Document = document, private readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL) {}

  save({ fileName, bytes }: { readonly fileName: string; readonly bytes: Uint8Array }): void {
    const url = this.urls.createObjectURL(new Blob([bytes as BlobPart], { type: XLSX_MIME }));
    const link = this.doc.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    this.doc.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => this.urls.revokeObjectURL(url), 0);
  }
}

/** Content type of the Excel files the server sends and takes. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads a file the user picked into bytes (the import flow's hidden file input). */
export async function fileBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}
