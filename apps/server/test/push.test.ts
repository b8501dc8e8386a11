import { createHash } from 'node:crypto';
import { bearer, get, login, postForm, postJson, replyOf } from './http-client';
import { useTestServer } from '../testing';

const url = (path: string) => `${s.api}${path}`;

interface SseEvent {
  event: string;
  data: any;
}

/** A real EventSource-style client over HTTP: collects parsed events until closed. */
class Stream {
  readonly events: SseEvent[] = [];
  ended = false;
  private readonly abort = new AbortController();
  status = 0;

  /** Asks for a one-use ticket with `token` and opens the stream with it, as the web client does (decision 0506). */
  static async open(token: string): Promise<Stream> {
    return Stream.openTicket(await ticketOf(token));
  }

  static async openTicket(ticket: string): Promise<Stream> {
    const st = new Stream();
    const res = await fetch(`${url('/api/Push/Stream')}?ticket=${encodeURIComponent(ticket)}`, { signal: st.abort.signal });
    st.status = res.status;
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += decoder.decode(value, { stream: true });
          let i: number;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) st.events.push({ event, data: JSON.parse(data) });
          }
        }
      } catch {
        /* aborted */
      }
      st.ended = true;
    })();
    await st.waitFor((e) => e.event === 'notice');
    return st;
  }

  async waitFor(pred: (e: SseEvent) => boolean, ms = 5000): Promise<SseEvent> {
    const until = Date.now() + ms;
    for (;;) {
      const hit = this.events.find(pred);
      if (hit) return hit;
      if (Date.now() > until) throw new Error(`no matching event; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  of(kind: string, deviceId: number): SseEvent[] {
    return this.events.filter((e) => e.event === kind && e.data.deviceId === deviceId);
  }

  close(): void {
    this.abort.abort();
  }
}

/** POST /api/Push/Ticket with the session token in the header: the ticket's text. */
async function ticketOf(token: string): Promise<string> {
  const r = await postForm(url('/api/Push/Ticket'), { purpose: 'push' }, bearer(token));
  expect(r.body).toMatchObject({ code: 200, data: { expiresInMs: 30000 } });
  return r.body.data.ticket as string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function device(projectName: string): Promise<{ id: number; key: string }> {
  const key = `wsk_push_${Math.random().toString(36).slice(2)}${Date.now()}`;
  const row = await s.db.one<{ id: number }>(
    `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code)
     SELECT 'dust', $1 || '扬尘', $2, company_id, id, district_code FROM projects WHERE project_name = $1 RETURNING id`,
    [projectName, createHash('sha256').update(key).digest('hex')],
  );
  return { id: row!.id, key };
}

/** 14 pm10 samples of 200 over 130 s ending now: raises the platform PM10 alarm in one batch. */
const breach = (dev: { key: string }) =>
  postJson(url('/api/Telemetry/Ingest'), { readings: Array.from({ length: 14 }, (_, i) => ({ metric: 'pm10', value: 200, ts: new Date(Date.now() - (13 - i) * 10_000).toISOString() })) }, { 'x-device-key': dev.key });

beforeAll(async () => {
  process.env.PUSH_RECHECK_MS = '300';
});
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo'] });
const tokens = s.tokens;
afterAll(async () => {
  delete process.env.PUSH_RECHECK_MS;
});

describe('push stream (SSE)', () => {
  test('no token or a bad token → 401 before any stream opens', async () => {
    expect((await get(url('/api/Push/Stream'))).status).toBe(401);
    expect((await get(url('/api/Push/Stream'), { token: 'x'.repeat(40) })).status).toBe(401);
  });

  test("a project user's stream gets its own project's readings, alarms and badge, never another project's", async () => {
    const own = await device('南山科技园综合楼项目');
    const other = await device('宝安沿江高架桥工程');
    const project = await Stream.open(tokens.project_demo!);
    const enterprise = await Stream.open(tokens.enterprise_demo!);
    const admin = await Stream.open(tokens.sysadmin!);
    expect(project.events[0]).toMatchObject({ event: 'ready', data: { heartbeatMs: 25000 } });
    const unread0 = project.events.find((e) => e.event === 'notice')!.data.unread as number;
    // The other project first: delivered in commit order, so it would arrive before our own events.
    expect((await breach(other)).status).toBe(200);
    await admin.waitFor((e) => e.event === 'alarm' && e.data.deviceId === other.id);
    await admin.waitFor((e) => e.event === 'reading' && e.data.deviceId === other.id);
    expect((await breach(own)).status).toBe(200);
    const alarm = await project.waitFor((e) => e.event === 'alarm' && e.data.deviceId === own.id);
    expect(alarm.data).toMatchObject({ action: 'raised', status: 1, level: 2, metric: 'pm10', projectName: '南山科技园综合楼项目' });
    const reading = await project.waitFor((e) => e.event === 'reading' && e.data.deviceId === own.id);
    expect(reading.data).toMatchObject({ deviceType: 'dust', values: { pm10: 200 } });
    await project.waitFor((e) => e.event === 'notice' && e.data.unread === unread0 + 1);
    await enterprise.waitFor((e) => e.event === 'alarm' && e.data.deviceId === own.id);
    await admin.waitFor((e) => e.event === 'alarm' && e.data.deviceId === own.id);
    expect(project.of('alarm', other.id)).toEqual([]);
    expect(project.of('reading', other.id)).toEqual([]);
    // enterprise_demo works in subA: the baoan project (subB) is outside its session's scope
    expect(enterprise.of('alarm', other.id)).toEqual([]);
    expect(enterprise.of('reading', other.id)).toEqual([]);
    // Handling is pushed too.
    const id = alarm.data.id as number;
    await s.db.exec('UPDATE alarm_records SET status = 2 WHERE id = $1', [id]);
    const r = await fetch(url('/api/AlarmRecord/ModifyAlarmMeasures'), { method: 'POST', headers: { authorization: `Bearer ${tokens.project_demo}`, 'content-type': 'application/json' }, body: JSON.stringify({ id, measures: '洒水降尘' }) });
    expect(r.status).toBe(200);
    await project.waitFor((e) => e.event === 'alarm' && e.data.id === id && e.data.action === 'measures');
    for (const st of [project, enterprise, admin]) st.close();
  });

  test('readings are throttled to about one event per device per second, the last value always arriving', async () => {
    const dev = await device('南山科技园综合楼项目');
    const st = await Stream.open(tokens.project_demo!);
    for (let i = 0; i < 5; i++) {
      await postJson(url('/api/Telemetry/Ingest'), { readings: [{ metric: 'noise', value: 50 + i, ts: new Date(Date.now() - 1000 + i * 100).toISOString() }] }, { 'x-device-key': dev.key });
    }
    await st.waitFor((e) => e.event === 'reading' && e.data.deviceId === dev.id && e.data.values.noise === 54, 3000);
    expect(st.of('reading', dev.id).length).toBeLessThanOrEqual(2);
    st.close();
  });

  test('a revoked or expired session ends its stream', async () => {
    const revoked = await login(s.api, 'project_demo');
    const expired = await login(s.api, 'enterprise_demo');
    const a = await Stream.open(revoked);
    const b = await Stream.open(expired);
    const hash = (t: string) => createHash('sha256').update(t).digest('hex');
    await s.db.exec('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hash(revoked)]);
    await s.db.exec("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hash(expired)]);
    expect((await a.waitFor((e) => e.event === 'end')).data).toEqual({ reason: 'session' });
    expect((await b.waitFor((e) => e.event === 'end')).data).toEqual({ reason: 'session' });
    const until = Date.now() + 2000;
    while ((!a.ended || !b.ended) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect([a.ended, b.ended]).toEqual([true, true]);
  });
});

describe('no token in a URL: one-use tickets for the stream (decision 0506)', () => {
  const refusedTicket = { status: 401, code: 401, msg: '连接凭证无效或已过期，请重新连接' };
  const outcome = (r: { status: number; body: Record<string, any> }) => ({ status: r.status, code: r.body.code, msg: r.body.msg });

  test('a ticket is 256 random bits kept as its hash for 30 s, opens one stream, and is refused the second time', async () => {
    const ticket = await ticketOf(tokens.project_demo!);
    expect(ticket).toMatch(/^[0-9a-f]{64}$/);
    const row = await s.db.one<{ purpose: string; bound: boolean; ttl: number }>(
      `SELECT purpose, session_hash = $2 AS bound, round(extract(epoch FROM expires_at - now()))::int AS ttl FROM one_use_tickets WHERE ticket_hash = $1`,
      [sha256(ticket), sha256(tokens.project_demo!)],
    );
    expect(row).toEqual({ purpose: 'push', bound: true, ttl: 30 });
    const st = await Stream.openTicket(ticket);
    expect([st.status, st.events[0]?.event]).toEqual([200, 'ready']);
    st.close();
    expect(outcome(await get(url('/api/Push/Stream'), { ticket }))).toEqual(refusedTicket);
  });

  test('a ticket past its 30 s, or of a session signed out since, is refused', async () => {
    const late = await ticketOf(tokens.project_demo!);
    // The clock 30 s on: the ticket's expiry moved back by as much.
    await s.db.exec(`UPDATE one_use_tickets SET expires_at = expires_at - interval '30 seconds' WHERE ticket_hash = $1`, [sha256(late)]);
    expect(outcome(await get(url('/api/Push/Stream'), { ticket: late }))).toEqual(refusedTicket);
    const token = await login(s.api, 'enterprise_demo');
    const orphan = await ticketOf(token);
    expect((await postForm(url('/web/logout'), {}, bearer(token))).status).toBe(200);
    expect(outcome(await get(url('/api/Push/Stream'), { ticket: orphan }))).toEqual(refusedTicket);
  });

  test('a token in the query string opens no stream (401, as every call: session.test.ts); the same token in a header does', async () => {
    const token = tokens.enterprise_demo!;
    expect(outcome(await replyOf(await fetch(`${url('/api/Push/Stream')}?token=${token}`)))).toEqual({ status: 401, code: 401, msg: '当前登录状态过期，请重新登录' });
    const abort = new AbortController();
    const headed = await fetch(url('/api/Push/Stream'), { headers: bearer(token), signal: abort.signal });
    expect([headed.status, headed.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
    abort.abort();
  });
});
