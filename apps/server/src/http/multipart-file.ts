import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** The one file of an upload as multipart's `onFile` leaves it among the body's values. */
export interface ReadFile {
  readonly kind: 'file';
  readonly filename: string;
  readonly mimetype: string;
  readonly data: Buffer;
}

/** The largest file a call takes given the fields sent before it, and what it says past that (413). */
export interface FileLimit {
  readonly maxBytes: number;
  readonly message: string;
}

/** Multipart's field parts (those read so far) as plain values. */
function fieldValues(part: MultipartFile): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') out[name] = field.value;
  }
  return out;
}

/**
 * Reads the file part of `req`, refusing it (413 with the call's rule message) as soon as it grows past the route's
 * `fileLimit` for the fields sent before it (docs/decisions/0502): an avatar over its 1 MB rule is refused after
 * 1 MB arrived, not after the 10 MB UPLOAD_LIMIT was buffered. Past UPLOAD_LIMIT busboy truncates the stream and
 * multipart's own error (FST_REQ_FILE_TOO_LARGE) follows.
 */
export async function readFilePart(req: FastifyRequest, part: MultipartFile, tooLarge: () => Error): Promise<ReadFile> {
  const limit = req.routeOptions.config.fileLimit?.(fieldValues(part));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (limit && size > limit.maxBytes) throw new ApiError(413, 413, limit.message);
    if (part.file.truncated) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge();
  return { kind: 'file', filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks) };
}
