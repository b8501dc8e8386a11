import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contractEndpoint } from '../../shared/contract-endpoint';
import { answer } from '../../http/answer';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import type { ReadFile } from '../../http/multipart-file';
import { messages } from '../../shared/messages';
import { extensionsOf, mimeOf, sniffFileType } from './sniff-file-type';
import { uploadRuleFor } from './upload-rules';


const isPart = (v: unknown): v is ReadFile => typeof v === 'object' && v !== null && (v as ReadFile).kind === 'file';
const generatedName = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

/** The client's file name, reduced to a display name: last path segment, no control characters, ≤ 100 chars. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/^\.+/, '').slice(0, 100) || 'file';
}

export const uploadEndpoint = contractEndpoint('uploadImage');
const ruleOf = (params: Record<string, unknown>) => uploadRuleFor(typeof params.upload_type === 'string' ? params.upload_type : '');
/** Where stored files are served (public capability URLs: 128-bit random names). */
export const uploadFilePath = '/prod-api/api/Upload/file';

/** UploadImageRedis (multipart) and the file download route. */
export function mountUploadCalls(app: FastifyInstance): void {
  const { uploadDir } = app.worksite.config;
  mountEndpoint(
    app,
    uploadEndpoint,
    async ({ db, params, user, session, audit }) => {
      const part = Object.values(params).find(isPart);
      if (!part) throw invalid(messages.uploadMissingFile);
      const rule = ruleOf(params);
      const kind = sniffFileType(part.data);
      if (!kind || !extensionsOf[kind].some((ext) => rule.types.includes(ext))) throw invalid(rule.typeMessage);
      const size = part.data.length;
      if (size === 0 || (rule.maxInclusive ? size > rule.maxBytes : size >= rule.maxBytes)) throw new ApiError(413, 413, rule.sizeMessage);
      const ext = extensionsOf[kind][0];
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      const original = displayName(typeof params.file_name === 'string' && params.file_name ? params.file_name : part.filename);
      await mkdir(uploadDir, { recursive: true });
      await writeFile(path.join(uploadDir, name), part.data, { flag: 'wx', mode: 0o640 });
      const row = await db.one<{ id: number }>(
        `INSERT INTO uploads (generated_name, original_name, mime, size, upload_type, owner_user_id, company_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [name, original, mimeOf[kind], size, String(params.upload_type ?? '').slice(0, 50), user.id, session.companyId],
      );
      await audit({ action: 'upload', table: 'uploads', recordId: row?.id, after: { name, original, size, mime: mimeOf[kind] } });
      return answer(`${uploadFilePath}/${name}`, messages.uploaded);
    },
    {
      skipDecode: true,
      bodyLimit: app.worksite.config.uploadLimit + 64 * 1024,
      // Refused while it streams once past its rule (decision 0502); the rule is known when upload_type came first.
      fileLimit: (fields) => {
        if (typeof fields.upload_type !== 'string') return { maxBytes: app.worksite.config.uploadLimit, message: messages.uploadFileTooLarge };
        const rule = ruleOf(fields);
        return { maxBytes: rule.maxInclusive ? rule.maxBytes : rule.maxBytes - 1, message: rule.sizeMessage };
      },
    },
  );

  for (const base of ['/prod-api', '/prod-apiplus']) {
    app.get(`${base}/api/Upload/file/:name`, async (req, reply) => {
      const { name } = req.params as { name: string };
      if (!generatedName.test(name)) throw notFound(messages.uploadFileNotFound);
      const row = await app.worksite.db.one<{ original_name: string; mime: string }>('SELECT original_name, mime FROM uploads WHERE generated_name = $1', [name]);
      const file = path.join(uploadDir, name);
      const info = row ? await stat(file).catch(() => undefined) : undefined;
      if (!row || !info) throw notFound(messages.uploadFileNotFound);
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
      const ascii = row.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', row.mime)
        .header('Content-Length', info.size)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=86400')
        .send(createReadStream(file));
    });
  }
}
