/** Client-side latency of one screen call: sequential requests, then concurrent clients (Node fetch, keep-alive). */

export interface Latency {
  readonly n: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

export interface Target {
  readonly name: string;
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly token: string;
}

function stats(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
  return { n: s.length, p50: q(50), p95: q(95), p99: q(99), max: s[s.length - 1] ?? 0, mean: s.reduce((a, b) => a + b, 0) / (s.length || 1) };
}

/** One request; throws unless the answer is HTTP 200 with code 200. Returns milliseconds and the body size. */
async function once(t: Target): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(t.url, { method: t.method, headers: { authorization: `Bearer ${t.token}` } });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200 || !text.startsWith('{') || (JSON.parse(text) as { code?: number }).code !== 200) throw new Error(`${t.name}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return { ms, bytes: text.length };
}

/** `warmup` requests, then `sequential` one after another, then `clients` concurrent clients × `perClient`. */
export async function measure(t: Target, o: { warmup: number; sequential: number; clients: number; perClient: number }) {
  let bytes = 0;
  for (let i = 0; i < o.warmup; i++) bytes = (await once(t)).bytes;
  const seq: number[] = [];
  for (let i = 0; i < o.sequential; i++) seq.push((await once(t)).ms);
  const conc: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: o.clients }, async () => {
      for (let i = 0; i < o.perClient; i++) conc.push((await once(t)).ms);
    }),
  );
  const wall = performance.now() - t0;
  return { sequential: stats(seq), concurrent: stats(conc), concurrentRps: (conc.length * 1000) / wall, bytes };
}
