import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { messages } from '../shared/messages';
import { ApiError } from './api-error';

/** One minute: the window of the per-address limit on sign-in and registration calls. */
export const signInWindowMs = 60_000;

const limiters = new WeakMap<FastifyInstance, onRequestHookHandler>();

/** Registers @fastify/rate-limit (no global limit: only the routes that ask for it are limited). */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * The onRequest hook every sign-in and registration route shares (docs/decisions/0280): one counter per source
 * address (`request.ip`: X-Forwarded-For only from TRUSTED_PROXIES) over all of them, LOGIN_RATE_LIMIT calls a
 * minute; beyond it HTTP 429 in the call's envelope with 请求过于频繁，请N秒后再试 and Retry-After.
 * Runs before the body is read.
 */
export function signInRateLimit(app: FastifyInstance): onRequestHookHandler {
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = app.rateLimit({
      max: app.worksite.config.loginRateLimit,
      timeWindow: signInWindowMs,
      errorResponseBuilder: (_req, context) => new ApiError(429, 429, messages.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
    });
    limiters.set(app, limiter);
  }
  return limiter;
}
