import type { DataUrlReader, PickedFile } from '@worksite/view-models';

/** DataUrlReader port on the browser FileReader (base64 upload modes, SPEC §5). */
export class FileReaderDataUrl implements DataUrlReader {
  readAsDataUrl(file: PickedFile): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
      reader.readAsDataURL(file.content as Blob);
    });
  }
}
