import { XLSX_MEDIA_TYPE } from '@worksite/contract';
import type { FastifyReply } from 'fastify';

/** Headers of an .xlsx answer: its media type, and the file name (RFC 6266 `filename*`, UTF-8). */
export function asXlsxFile(reply: FastifyReply, fileName: string): FastifyReply {
  return reply
    .type(XLSX_MEDIA_TYPE)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`)
    .header('Cache-Control', 'no-store');
}
