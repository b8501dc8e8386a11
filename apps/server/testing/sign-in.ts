import { demoPassword } from '../src/seed/seed-users';

/** Signs in with the form-encoded /web/login, as a client written from SPEC does, and returns the token (throws when refused). */
export async function login(api: string, userName: string, password = demoPassword): Promise<string> {
  const body = new URLSearchParams({ userName, password, fromplat: 'pc', wid: '11' });
  const reply = (await (await fetch(`${api}/web/login`, { method: 'POST', body })).json()) as { status?: number; data?: { access_token?: string } };
  if (reply.status !== 1 || !reply.data?.access_token) throw new Error(`login ${userName} failed: ${JSON.stringify(reply)}`);
  return reply.data.access_token;
}
