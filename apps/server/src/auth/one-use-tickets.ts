import type { TicketPurpose } from '@worksite/contract';
import type { Queryable } from '../db/database';
import { hashToken, newToken } from './session-store';

/**
 * One-use tickets (docs/decisions/0506): what a URL the browser opens itself carries instead of the session
 * token. A ticket is 256 random bits like a token, kept only as its SHA-256, bound to the session that asked
 * for it and to one purpose, good once and for `ttlMs`.
 */
export async function issueTicket(q: Queryable, sessionHash: string, purpose: TicketPurpose, ttlMs: number): Promise<string> {
  const ticket = newToken();
  await q.exec(
    `INSERT INTO one_use_tickets (ticket_hash, session_hash, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision / 1000))`,
    [hashToken(ticket), sessionHash, purpose, ttlMs],
  );
  return ticket;
}

/**
 * Uses `ticket` for `purpose`: deleted whatever it was for, so no second use can follow; the hash of its session
 * when it was issued for this purpose and has not expired, else undefined. The session itself is checked by
 * the caller (revoked, expired, user disabled), as for a token.
 */
export async function redeemTicket(q: Queryable, ticket: string, purpose: TicketPurpose): Promise<string | undefined> {
  if (ticket.length < 16 || ticket.length > 200) return undefined;
  const row = await q.one<{ session_hash: string; purpose: string; live: boolean }>(
    'DELETE FROM one_use_tickets WHERE ticket_hash = $1 RETURNING session_hash, purpose, expires_at > now() AS live',
    [hashToken(ticket)],
  );
  return row && row.live && row.purpose === purpose ? row.session_hash : undefined;
}

/** Tickets issued and never used, past their expiry: pruned with expired sessions (docs/decisions/0504). */
export const pruneExpiredTickets = (q: Queryable): Promise<number> => q.exec('DELETE FROM one_use_tickets WHERE expires_at < now()');
