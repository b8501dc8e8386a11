import type { Queryable } from '../db/database';

/**
 * Sign-in throttling per (user name, source address) pair (docs/decisions/0280): failures in a row for the
 * pair, since its last success and within a day, block that pair only — the account stays open to every other
 * address, so nobody can lock a user out from elsewhere. The 5th failure blocks for 15 minutes, each further
 * one doubles the block (30, 60, … minutes, at most a day).
 */
export const failuresBeforeBlock = 5;
export const firstBlockMinutes = 15;
export const maxBlockMinutes = 24 * 60;

/** Minutes (rounded up) the pair must still wait before its password is checked again; 0 when not blocked. */
export async function blockedMinutes(q: Queryable, userName: string, ip: string): Promise<number> {
  const row = await q.one<{ wait_s: number | null }>(
    `WITH streak AS (
       SELECT count(*)::int AS n, max(at) AS last
         FROM login_attempts
        WHERE lower(user_name) = lower($1) AND ip = $2 AND NOT success AND at > now() - interval '1 day'
          AND at > coalesce((SELECT max(at) FROM login_attempts WHERE lower(user_name) = lower($1) AND ip = $2 AND success), '-infinity'))
     SELECT CASE WHEN n < $3 THEN 0
                 ELSE extract(epoch FROM last + interval '1 minute' * least($4 * power(2, n - $3), $5) - now())::float8
            END AS wait_s
       FROM streak`,
    [userName, ip, failuresBeforeBlock, firstBlockMinutes, maxBlockMinutes],
  );
  const wait = row?.wait_s ?? 0;
  return wait > 0 ? Math.ceil(wait / 60) : 0;
}

export async function recordAttempt(q: Queryable, userName: string, ip: string, success: boolean): Promise<void> {
  await q.exec('INSERT INTO login_attempts (user_name, ip, success) VALUES ($1, $2, $3)', [userName.slice(0, 100), ip, success]);
}
