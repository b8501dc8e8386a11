import type { Queryable } from '../db/database';
import { verifyPassword } from './password-hash';

/** True for an address only this machine can reach: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/** Active accounts among `userNames` whose password is still `password`. */
export async function accountsWithPassword(q: Queryable, userNames: readonly string[], password: string): Promise<string[]> {
  const rows = await q.many<{ user_name: string; password_hash: string }>(
    'SELECT user_name, password_hash FROM users WHERE user_name = ANY($1::text[]) AND status = 1 AND if_del = 0 ORDER BY id',
    [userNames],
  );
  const hits: string[] = [];
  for (const r of rows) if (await verifyPassword(password, r.password_hash)) hits.push(r.user_name);
  return hits;
}

/**
 * Refuses to serve beyond loopback while demo accounts still have the password the README publishes
 * (docs/decisions/0286): throws an error naming them and saying how to change or disable them.
 */
export async function refusePublishedPasswords(q: Queryable, host: string, userNames: readonly string[], password: string): Promise<void> {
  if (isLoopbackHost(host)) return;
  const open = await accountsWithPassword(q, userNames, password);
  if (open.length === 0) return;
  const list = open.join(', ');
  const quoted = open.map((u) => `'${u}'`).join(', ');
  throw new Error(
    [
      `Refusing to listen on ${host}: the demo account(s) ${list} still have the published password ${password}, so anyone who can reach this address could sign in.`,
      'Change or disable them first, then start again with HOST set:',
      `  - change: start on loopback (HOST unset), sign in as each account and use 修改密码; or`,
      `  - disable: sign in as sysadmin and set them to 停用 in 用户管理, or run SQL: UPDATE users SET status = 0 WHERE user_name IN (${quoted});`,
      '  - or start a deployment without demo data: SEED_DEMO=0 on an empty database.',
    ].join('\n'),
  );
}
