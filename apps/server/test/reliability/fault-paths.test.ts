/**
 * Issue 19 (6), the last fault paths (docs/decisions/0500–0506), on one server with short configured limits so no
 * test waits on a multi-second timer: a locked table or an exhausted pool answers 503 with Retry-After and a
 * Chinese message at once, a backend cut while a call waits answers 503 too (what a PostgreSQL restart does).
 */
import http from 'node:http';
import { uploadSizeMessage } from '@worksite/validators';
import { Client, type PoolClient } from 'pg';
import { useTestServer } from '../../testing';
import { get, type Reply } from '../http-client';

const LOCK_MS = 800;
const CONNECT_MS = 1_000;
/** The probe route's handler: waits `ms`, then asks the database (so it needs the pool open) and answers. */
let probeCommitted = 0;
const s = useTestServer({
  template: 'core',
  signIn: ['sysadmin'],
  config: { dbTimeouts: { connectMs: CONNECT_MS, statementMs: 60_000, idleInTransactionMs: 60_000, lockMs: LOCK_MS }, shutdownGraceMs: 5_000 },
  mount: async (app) => {
    // A session expired two days ago of an account nobody signs in to here: only the scheduled prune (its run at start) removes it.
    await app.worksite.db.exec(
      `INSERT INTO sessions (token_hash, user_id, expires_at) SELECT 'fault-paths-expired', id, now() - interval '2 days' FROM users WHERE user_name = 'readonly_demo'`,
    );
    app.get('/fault-paths/slow', async (req) => {
      await new Promise((r) => setTimeout(r, Number((req.query as { ms?: string }).ms ?? 0)));
      const row = await app.worksite.db.one<{ n: number }>('SELECT 42 AS n');
      probeCommitted += 1;
      return { n: row?.n };
    });
  },
});

const userInfo = (): Promise<Reply> => get(`${s.api}/api/ERPUser/GetUserInfo`, {}, s.bearer('sysadmin'));
const busy = { status: 503, retryAfter: '5', msg: '数据库繁忙或正在重启，请稍后再试' };
const outcome = (r: Reply) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), msg: r.body.msg });

/** Another session holding `table` in ACCESS EXCLUSIVE mode until `release()`. */
async function lockTable(table: string): Promise<{ release(): Promise<void> }> {
  const locker = new Client({ connectionString: s.databaseUrl });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return { release: async () => void (await locker.query('ROLLBACK'), await locker.end()) };
}

/** The server's backend waiting on a lock, once there is one (polled every 20 ms for up to 2 s). */
async function waitingBackend(): Promise<number> {
  const admin = new Client({ connectionString: s.databaseUrl });
  await admin.connect();
  try {
    for (const until = Date.now() + 2_000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
      const row = (await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0];
      if (row) return row.pid;
    }
    throw new Error('no backend waits on the lock');
  } finally {
    await admin.end();
  }
}

describe('a frozen database answers 503 within the configured limits (decision 0500)', () => {
  test(`a table locked by another session: 503 with Retry-After after the ${LOCK_MS} ms lock limit, then 200 once released`, async () => {
    expect((await userInfo()).status).toBe(200);
    const lock = await lockTable('sessions');
    const started = Date.now();
    const r = await userInfo().finally(() => lock.release());
    expect(outcome(r)).toEqual(busy);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCK_MS - 50);
    expect(Date.now() - started).toBeLessThan(LOCK_MS + 1_500);
    expect((await userInfo()).status).toBe(200);
  });

  test(`no pooled connection free: 503 after the ${CONNECT_MS} ms connect limit`, async () => {
    const pool = s.db.pool;
    const held: PoolClient[] = [];
    try {
      // The server holds some clients for itself (its LISTEN connection): take every other one.
      while (pool.totalCount < pool.options.max || pool.idleCount > 0) held.push(await pool.connect());
      const started = Date.now();
      expect(outcome(await userInfo())).toEqual(busy);
      expect(Date.now() - started).toBeLessThan(CONNECT_MS + 1_500);
    } finally {
      held.forEach((c) => c.release());
    }
    expect((await userInfo()).status).toBe(200);
  });

  test('a backend terminated while the call waits (a PostgreSQL restart or admin shutdown): 503 with Retry-After, not 500', async () => {
    const lock = await lockTable('sessions');
    const pending = userInfo();
    const pid = await waitingBackend();
    const admin = new Client({ connectionString: s.databaseUrl });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]).finally(() => admin.end());
    const r = await pending.finally(() => lock.release());
    expect(outcome(r)).toEqual(busy);
    expect((await userInfo()).status).toBe(200);
  });
});

describe('an upload over its rule is refused while it streams (decision 0502)', () => {
  /**
   * Sends the multipart head and `bytes` of an avatar (upload_type userinfo: 1 MB rule), then holds the request
   * open, never sending the rest: only a refusal made while the file streams can answer it.
   */
  function unfinishedUpload(bytes: number): Promise<{ status: number; body: Record<string, any> }> {
    const boundary = 'worksite-fault-paths';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="upload_type"\r\n\r\nuserinfo\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ].join('');
    return new Promise((resolve, reject) => {
      const req = http.request(`${s.api}/api/Upload/UploadImageRedis`, {
        method: 'POST',
        headers: { ...s.bearer('sysadmin'), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, any> });
        });
      });
      req.on('error', reject);
      req.write(head);
      req.write(Buffer.alloc(bytes, 0x89));
    });
  }

  test('an avatar of 1 MB + 64 KB, its request declared 10 MB and never finished: 413 with the 1 MB rule message, nothing stored', async () => {
    const before = await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    const r = await unfinishedUpload(1024 * 1024 + 64 * 1024);
    expect(r).toEqual({ status: 413, body: expect.objectContaining({ status: 1, detail: uploadSizeMessage(1) }) });
    expect(await s.db.one('SELECT count(*)::int AS n FROM uploads')).toEqual(before);
  });
});

describe('expired sessions are pruned on a schedule (decision 0504)', () => {
  test('the run at start removed the session expired two days ago; live ones stay', async () => {
    const left = () => s.db.many<{ token_hash: string }>(`SELECT token_hash FROM sessions WHERE token_hash = 'fault-paths-expired'`);
    for (const until = Date.now() + 5_000; (await left()).length > 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 50));
    expect(await left()).toEqual([]);
    expect((await userInfo()).status).toBe(200);
  });
});

// Last: it stops the file's server.
describe('a stop waits for the requests in flight, then closes the pool (decision 0503)', () => {
  test('a call 400 ms into its handler when the stop begins gets its answer from the database; a new call is refused; the stop ends after it', async () => {
    const inFlight = fetch(`${s.baseUrl}/fault-paths/slow?ms=400`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 100));
    let answeredAt = 0;
    void inFlight.then(() => (answeredAt = Date.now()));
    let stoppedAt = 0;
    const stopping = s.close().then(() => (stoppedAt = Date.now()));
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`${s.baseUrl}/fault-paths/slow`)).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: { n: 42 } });
    await stopping;
    expect(probeCommitted).toBe(1);
    expect(stoppedAt).toBeGreaterThanOrEqual(answeredAt);
  });
});
