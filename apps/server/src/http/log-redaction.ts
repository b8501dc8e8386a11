import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose value never reaches a log line (SPEC §7 clients send `token=` on every call; the server
 * no longer takes it there, 0506, but an old client still sends it), one-use tickets included.
 */
const secretParams = /([?&](?:token|access_token|accesstoken|password|tk|ticket)=)[^&#]*/gi;

/** The URL with the values of secret query parameters replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(secretParams, '$1[REDACTED]') : url;
}

/** Header paths pino blanks wherever a request's headers are logged (docs/decisions/0281). */
const secretHeaders = ['authorization', 'cookie', 'token', 'set-cookie', 'proxy-authorization'];
const redactPaths = ['req.headers', 'request.headers', 'headers', 'res.headers'].flatMap((base) => secretHeaders.map((h) => `${base}["${h}"]`));

/** Fastify's request serializer, with the URL redacted (and no headers, as before). */
function requestLogValue(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * The server's logger options with secrets kept out of every line (docs/decisions/0281): request URLs lose
 * token/password query values, and headers that carry credentials are censored should anything log them.
 * A logger instance or `true`/`false` is passed through as given.
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  const options = logger as Record<string, unknown> & { serializers?: Record<string, unknown> };
  return { ...options, redact: { paths: redactPaths, censor: '[REDACTED]' }, serializers: { ...options.serializers, req: requestLogValue } } as FastifyServerOptions['logger'];
}
