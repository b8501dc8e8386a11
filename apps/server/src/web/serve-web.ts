import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiUrl } from '../http/api-prefixes';
import { messages } from '../shared/messages';

/** Tile source the web map uses (decision 0182); a 天地图 browser key is public by design, limited by domain. */
export interface MapTileConfig {
  readonly tileKey?: string;
  readonly xyzUrl?: string;
}

const missingPage = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${messages.webMissingTitle}</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.6"><h1>${messages.webMissingTitle}</h1><p>${messages.webMissingBody}</p></body></html>`;

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.geojson': 'application/geo+json',
  '.wasm': 'application/wasm',
};

async function sendFile(reply: FastifyReply, file: string, cache: string): Promise<FastifyReply> {
  const info = await stat(file);
  return reply
    .header('Content-Type', types[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('Content-Length', info.size)
    .header('Cache-Control', cache)
    .send(createReadStream(file));
}

/**
 * The built web app at `/` with history-mode fallback: a GET outside the API that names an existing file gets
 * it; any other gets index.html. Without a build, a short Chinese notice instead of an error.
 * (A small handler of our own: @fastify/static 10 pulls an ES-module-only dependency that jest cannot load.)
 */
export async function serveWeb(app: FastifyInstance, webDist: string, map: MapTileConfig = {}): Promise<void> {
  const root = path.resolve(webDist);
  const index = path.join(root, 'index.html');
  // The large-screen map reads its tile source here (MAP_TILE_KEY / MAP_XYZ_URL); `{}` → offline base.
  app.get('/map/config.json', async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(map));
  app.get('/*', async (req, reply) => {
    if (isApiUrl(req.url)) return reply.callNotFound();
    if (!existsSync(index)) return reply.type('text/html; charset=utf-8').send(missingPage);
    let rel = '';
    try {
      rel = decodeURIComponent((req.params as { '*': string })['*'] ?? '');
    } catch {
      rel = '';
    }
    const file = path.resolve(root, `.${path.sep}${rel}`);
    if (rel && file.startsWith(root + path.sep) && path.extname(file)) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg)$/.test(file);
        return sendFile(reply, file, hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      }
    }
    return sendFile(reply, index, 'no-cache');
  });
}
