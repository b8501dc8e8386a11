/** A file the user picked: its name, size in bytes and the opaque content (a browser File/Blob). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  /** Handed unchanged to the gateway (multipart) or to the DataUrlReader; never inspected here. */
  readonly content: unknown;
}

/** Reads a picked file into a data URL (the base64 upload modes, SPEC §5): a FileReader in the browser. */
export interface DataUrlReader {
  readAsDataUrl(file: PickedFile): Promise<string>;
}

/** Injection token of the DataUrlReader port. */
export const DataUrlReader: unique symbol = Symbol.for('DataUrlReader');
