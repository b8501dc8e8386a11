import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * The scrypt cost of new hashes (docs/decisions/0287): N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt),
 * 64-byte key. Hashes stored with another cost still verify and are rehashed at the next successful sign-in.
 */
export const productionCost = { N: 2 ** 17, r: 8, p: 1, keyLen: 64 } as const;
/**
 * The cost new hashes get: production's, unless `SCRYPT_LOG2_N` (14–20) names another N = 2^value. The server's
 * jest setup sets 14 for its ~120 sign-ins on a shared machine (docs/decisions/0287); nothing else should.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): { N: number; r: 8; p: 1; keyLen: 64 } {
  const log2N = env.SCRYPT_LOG2_N === undefined || env.SCRYPT_LOG2_N === '' ? 17 : Number(env.SCRYPT_LOG2_N);
  if (!Number.isInteger(log2N) || log2N < 14 || log2N > 20) throw new Error(`SCRYPT_LOG2_N must be an integer from 14 to 20, not ${env.SCRYPT_LOG2_N}`);
  return { ...productionCost, N: 2 ** log2N };
}

/** Largest N a stored hash may name (a tampered row must not make us allocate gigabytes). */
const MAX_N = 2 ** 20;

/**
 * Derivations running at once. Each holds 128 × N × r bytes (128 MiB at the current cost) for its whole
 * run, on a libuv pool thread: two at a time bound that to 256 MiB and leave the other pool threads to file
 * and DNS work; further sign-ins queue here.
 */
const derivations = pLimit(2);

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLen: number): Promise<Buffer> {
  // OpenSSL's scrypt needs 128·r·(N + p + 2) bytes; `maxmem` must allow it (Node's default is 32 MiB).
  const options: ScryptOptions = { N, r, p, maxmem: 128 * r * (N + p + 2) + 1024 * 1024 };
  return derivations(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, keyLen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

interface StoredHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

/** `scrypt$N$r$p$salt$hash` → its parts; undefined when malformed. */
function parse(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (!N || !r || !p || N > MAX_N || r > 32 || p > 16 || key.length === 0) return undefined;
  return { N, r, p, salt, key };
}

/** Hashes a password with scrypt and a per-user random salt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLen } = scryptCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLen);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash (with the cost stored in it) in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const key = await derive(password, h.salt, h.N, h.r, h.p, h.key.length);
  return timingSafeEqual(key, h.key);
}

/** True when a stored hash was made with other parameters than new hashes get (rehash it at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const h = parse(stored);
  const cost = scryptCost();
  return !h || h.N !== cost.N || h.r !== cost.r || h.p !== cost.p || h.key.length !== cost.keyLen;
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the user does not exist, so both paths take the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
