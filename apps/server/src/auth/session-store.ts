import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Tokens are 32 random bytes (256 bits) in hex; the database keeps only their SHA-256 (docs/decisions/0054). */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long a rotated-away token keeps working, so requests already in flight do not fail (ms). */
export const rotationGraceMs = 60_000;

export interface NewSession {
  readonly userId: number;
  readonly companyId: number | null;
  readonly projectId?: number | null;
  readonly ttlMs: number;
  readonly ip: string;
  readonly userAgent: string;
}

/** Creates a session and returns its token (shown to the client once). */
export async function createSession(q: Queryable, s: NewSession): Promise<string> {
  const token = newToken();
  await q.exec(
    `INSERT INTO sessions (token_hash, user_id, company_id, project_id, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000), $6, $7)`,
    [hashToken(token), s.userId, s.companyId, s.projectId ?? null, s.ttlMs, s.ip, s.userAgent],
  );
  return token;
}

/**
 * Deletes every session past its expiry by more than a day (the day keeps "expired" telling apart from "unknown"
 * for a client coming back): run on a schedule with the log retention (docs/decisions/0504), not only when a
 * user signs in again. Returns how many went.
 */
export const pruneExpiredSessions = (q: Queryable): Promise<number> => q.exec(`DELETE FROM sessions WHERE expires_at < now() - interval '1 day'`);

/**
 * getToken: a new token for the same user/company/project with a fresh expiry; the old one stays valid for
 * `rotationGraceMs` at most.
 */
export async function rotateSession(q: Queryable, tokenHash: string, ttlMs: number, ip: string, userAgent: string): Promise<string> {
  const old = await q.one<{ user_id: number; company_id: number | null; project_id: number | null }>(
    `UPDATE sessions SET expires_at = least(expires_at, now() + make_interval(secs => $2::double precision / 1000))
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
     RETURNING user_id, company_id, project_id`,
    [tokenHash, rotationGraceMs],
  );
  if (!old) throw new Error('session vanished during rotation');
  return createSession(q, { userId: old.user_id, companyId: old.company_id, projectId: old.project_id, ttlMs, ip, userAgent });
}

export async function revokeSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.exec('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Password change and account changes: every session of the user ends. */
export async function revokeUserSessions(q: Queryable, userId: number): Promise<number> {
  return q.exec('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
