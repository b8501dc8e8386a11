import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/server-config';
import { isApiUrl } from './api-prefixes';

/** Tianditu serves tiles from t0…t7.tianditu.gov.cn (apps/web/src/large-screen/map/map-config.ts). */
const tiandituTiles = 'https://*.tianditu.gov.cn';

/**
 * The CSP source of an XYZ tile template: its scheme, host and port, a host label holding a placeholder
 * (`{a-c}`, `{s}`) widened to `*.` the rest; undefined for a same-origin or unreadable template.
 */
export function tileSource(template: string): string | undefined {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!m) return undefined;
  const [hostname, port] = m[2].split(/:(?=\d+$)/);
  const labels = hostname.toLowerCase().split('.');
  const lastPlaceholder = labels.map((l) => l.includes('{')).lastIndexOf(true);
  const rest = labels.slice(lastPlaceholder + 1);
  if (rest.length === 0 || rest.some((l) => !/^[a-z0-9-]+$/.test(l))) return undefined;
  const host = `${lastPlaceholder >= 0 ? '*.' : ''}${rest.join('.')}`;
  return `${m[1].toLowerCase()}://${host}${port ? `:${port}` : ''}`;
}

/**
 * Content-Security-Policy of the app (docs/decisions/0282): scripts only from the server itself (the Vite build
 * has no inline script); inline styles allowed (Chakra/emotion and Highcharts write them); images also from
 * the configured tile host and as data:/blob: (marker icons, recoloured tiles); camera streams from
 * VIDEO_SOURCES (hls.js fetches playlists and plays through blob: media, its worker is a blob: too); SSE and
 * API calls to the server; no plug-ins; framed only by the app itself.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'map' | 'videoSources'>): Record<string, string[]> {
  const tiles = [config.map.tileKey ? tiandituTiles : undefined, config.map.xyzUrl ? tileSource(config.map.xyzUrl) : undefined].filter(
    (s): s is string => !!s,
  );
  const video = [...config.videoSources];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tiles, ...video],
    'media-src': ["'self'", 'blob:', ...video],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * Security headers on every answer (docs/decisions/0282), from @fastify/helmet: the CSP above,
 * `Referrer-Policy: no-referrer`, `X-Frame-Options: SAMEORIGIN`, `X-Content-Type-Options: nosniff` and the rest
 * of helmet's defaults; no HSTS (TLS ends at the proxy, which sets it); API answers `Cache-Control: no-store`.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    // Tiles and camera streams come from other origins without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  // Set before the handler runs (a synchronous hook): error answers keep it too; a route may override it.
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiUrl(req.url)) reply.header('Cache-Control', 'no-store');
    done();
  });
}
