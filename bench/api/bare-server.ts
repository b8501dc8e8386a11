/**
 * The baseline: a bare `node:http` + `pg` handler that answers the same template list page as the real
 * server (same SQL result, same JSON shape and field names) with no framework, no token, no permission
 * or scope check and no strWhere grammar (it takes `company_id = N` with a regular expression).
 * Row fields: the keys the server's page has (`keys`, camelCase of the column names), in its order; the
 * envelope's constant members (`frame`: code, status, msg, …) as the server writes them.
 * Argv: JSON {databaseUrl, port, keys, frame}. Prints `LISTENING <port>` once ready; stops on SIGTERM.
 */
import { createServer } from 'node:http';
import { Pool } from 'pg';

/** `deviceType` → `device_type`: the server's field keys are its column names in camel case. */
const columnOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function main(): Promise<void> {
  const { databaseUrl, port, keys, frame } = JSON.parse(process.argv[2] ?? '{}') as {
    databaseUrl: string;
    port?: number;
    keys: string[];
    frame: Record<string, unknown>;
  };
  const fields = keys.map((k) => [k, columnOf(k)] as const);
  const pool = new Pool({ connectionString: databaseUrl, max: 20 });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const size = Number(url.searchParams.get('size') || 10);
    const index = Math.max(Number(url.searchParams.get('index') || 1), 1);
    const company = Number(/company_id\s*=\s*(\d+)/.exec(url.searchParams.get('strWhere') ?? '')?.[1] ?? 0);
    Promise.all([
      pool.query('SELECT t.* FROM rout_insp_content t WHERE t.company_id = $1 AND t.if_del = 0 ORDER BY t.id DESC LIMIT $2 OFFSET $3', [company, size, (index - 1) * size]),
      // The same count the server makes for this filter: live rows per company kept by triggers (migration 120).
      pool.query("SELECT coalesce(sum(n), 0)::int AS n FROM live_counts WHERE table_name = 'rout_insp_content' AND company_id = $1", [company]),
    ]).then(
      ([rows, count]) => {
        const n: number = count.rows[0].n;
        const data = rows.rows.map((row) => {
          const out: Record<string, unknown> = {};
          for (const [key, column] of fields) {
            const v = row[column];
            out[key] = v instanceof Date ? v.toISOString() : v ?? null;
          }
          return out;
        });
        const page = { has_next: index * size < n, has_prev: index > 1, p_index: index, p_size: size, record_count: n };
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ ...frame, data, page }));
      },
      (e) => {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 500, msg: String(e) }));
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port ?? 0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : port}\n`);
  });
  const stop = () => server.close(() => void pool.end().finally(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  process.stderr.write(`bench bare server failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
