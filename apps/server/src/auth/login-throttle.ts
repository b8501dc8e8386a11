import type { Queryable } from '../db/database';

/** Failures allowed per user name and per IP inside the window before sign-in is locked (docs/decisions/0053). */
export const maxFailures = 5;
export const windowMinutes = 15;

/** True when the user name or the IP has `maxFailures` failures in the last `windowMinutes`. */
export async function isLocked(q: Queryable, userName: string, ip: string): Promise<boolean> {
  const row = await q.one<{ by_user: number; by_ip: number }>(
    `SELECT
       (SELECT count(*)::int FROM login_attempts
         WHERE lower(user_name) = lower($1) AND NOT success AND at > now() - make_interval(mins => $3)
           AND at > coalesce((SELECT max(at) FROM login_attempts WHERE lower(user_name) = lower($1) AND success), '-infinity')) AS by_user,
       (SELECT count(*)::int FROM login_attempts
         WHERE ip = $2 AND NOT success AND at > now() - make_interval(mins => $3)) AS by_ip`,
    [userName, ip, windowMinutes],
  );
  return !!row && (row.by_user >= maxFailures || row.by_ip >= maxFailures * 4);
}

export async function recordAttempt(q: Queryable, userName: string, ip: string, success: boolean): Promise<void> {
  await q.exec('INSERT INTO login_attempts (user_name, ip, success) VALUES ($1, $2, $3)', [userName.slice(0, 100), ip, success]);
}
