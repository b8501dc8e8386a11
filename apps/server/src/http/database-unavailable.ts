import { messages } from '../shared/messages';
import { ApiError } from './api-error';

/** Seconds a client is told to wait before retrying a call the database could not take (docs/decisions/0500). */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * PostgreSQL SQLSTATEs of a database that cannot take the call now (docs/decisions/0500): a lock held by another
 * session past `lock_timeout` (55P03), a statement past `statement_timeout` (57014), a server shutting down,
 * crashed or still starting (57P01–57P03), out of connections (53300), a lost connection (class 08).
 */
const unavailableStates = /^(55P03|57014|57P0[1-3]|53300|08...)$/;
/** Node socket errors of a server that is gone or restarting. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg / pg-pool errors without a code: no pooled connection in time, a connection cut, no answer in time. */
const driverMessages = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i;

/**
 * True for an error that says the database is unavailable rather than that the call is wrong: answered 503 with
 * Retry-After (the client tries again), never 500.
 */
export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (unavailableStates.test(code) || socketCodes.has(code)) return true;
  return !code && typeof error.message === 'string' && driverMessages.test(error.message);
}

/** The refusal of a call the database could not take. */
export const databaseBusy = (): ApiError => new ApiError(503, 503, messages.databaseBusy);
