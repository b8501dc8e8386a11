/**
 * The few platform globals used here (timers, FormData, Blob), typed minimally so the package builds with
 * `lib: ES2022` only — no DOM or Node typings — and runs unchanged in the browser and in Node ≥ 18.
 */
export interface PlatformTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The part of a Blob/File the multipart body needs to recognise one. */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
}

/** The part of FormData the multipart body uses. */
export interface FormDataLike {
  append(name: string, value: string | BlobLike, fileName?: string): void;
}

interface PlatformGlobals extends PlatformTimers {
  readonly FormData?: new () => FormDataLike;
  readonly Blob?: abstract new (...args: never[]) => BlobLike;
}

const platformGlobals = globalThis as unknown as PlatformGlobals;

/** The platform timers. */
export const platformTimers: PlatformTimers = {
  setInterval: (callback, ms) => platformGlobals.setInterval(callback, ms),
  clearInterval: (handle) => platformGlobals.clearInterval(handle),
  setTimeout: (callback, ms) => platformGlobals.setTimeout(callback, ms),
  clearTimeout: (handle) => platformGlobals.clearTimeout(handle),
};

/** A new FormData; throws where the platform has none (Node < 18). */
export function newFormData(): FormDataLike {
  const FormDataCtor = platformGlobals.FormData;
  if (FormDataCtor === undefined) throw new Error('FormData is not available on this platform');
  return new FormDataCtor();
}

/** True for a Blob or File (a file to upload). */
export function isBlob(value: unknown): value is BlobLike {
  const BlobCtor = platformGlobals.Blob;
  return BlobCtor !== undefined && value instanceof BlobCtor;
}

interface TextDecoderLike {
  decode(bytes: Uint8Array): string;
}

/** UTF-8 text of `bytes` (TextDecoder exists in browsers and Node ≥ 11). */
export function utf8Text(bytes: Uint8Array): string {
  const Decoder = (globalThis as unknown as { TextDecoder?: new (label: string) => TextDecoderLike }).TextDecoder;
  if (Decoder === undefined) throw new Error('TextDecoder is not available on this platform');
  return new Decoder('utf-8').decode(bytes);
}
