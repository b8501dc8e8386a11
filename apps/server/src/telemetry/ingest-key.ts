import { createHash, randomBytes } from 'node:crypto';

/** A fresh ingest key: what the device sends, and what the database keeps (hash and a 4-character hint). */
export interface NewIngestKey {
  readonly key: string;
  readonly hash: string;
  readonly hint: string;
}

/**
 * Ingest keys are 32 random bytes (base64url, prefixed `wsk_`), so a plain SHA-256 is a safe lookup hash
 * (nothing to brute-force); only the hash is stored (docs/decisions/0141).
 */
export function generateIngestKey(): NewIngestKey {
  const key = `wsk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashIngestKey(key), hint: key.slice(-4) };
}

export function hashIngestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Syntactically possible key (also the MQTT topic segment): bounded, no wildcards or separators. */
export function plausibleKey(key: unknown): key is string {
  return typeof key === 'string' && key.length >= 8 && key.length <= 128 && /^[A-Za-z0-9_\-.~]+$/.test(key);
}
