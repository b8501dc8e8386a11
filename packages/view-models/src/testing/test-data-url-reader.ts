import type { DataUrlReader, PickedFile } from '../ports/data-url-reader';

/** DataUrlReader that turns string content into a data URL. */
export class TestDataUrlReader implements DataUrlReader {
  readAsDataUrl(file: PickedFile): Promise<string> {
    const text = typeof file.content === 'string' ? file.content : '';
    return Promise.resolve(`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`);
  }
}
