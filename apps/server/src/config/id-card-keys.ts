import { createHash } from 'node:crypto';

/** The keys an ID number is kept under (docs/decisions/0630): a keyed hash for matching, AES-256-GCM for reveal. */
export interface IdCardKeys {
  /** HMAC-SHA256 key of `id_card_hash` / `id_number_hash` (ID_HASH_KEY). */
  readonly hashKey: Buffer;
  /** AES-256-GCM key (32 bytes) of `id_card_cipher` (ID_ENCRYPTION_KEY: 64 hex digits, or any text → its SHA-256). */
  readonly encryptionKey: Buffer;
}

/** Keys of the embedded demo when ID_HASH_KEY / ID_ENCRYPTION_KEY are unset: never for real personal data. */
export const DEV_ID_HASH_KEY = 'worksite-demo-id-hash-key';
export const DEV_ID_ENCRYPTION_KEY = 'worksite-demo-id-encryption-key';

/** ID_HASH_KEY and ID_ENCRYPTION_KEY of `env`, the demo's defaults where unset (README, configuration). */
export function idCardKeysFrom(env: NodeJS.ProcessEnv): IdCardKeys {
  const enc = env.ID_ENCRYPTION_KEY || DEV_ID_ENCRYPTION_KEY;
  return {
    hashKey: Buffer.from(env.ID_HASH_KEY || DEV_ID_HASH_KEY, 'utf8'),
    encryptionKey: /^[0-9a-fA-F]{64}$/.test(enc) ? Buffer.from(enc, 'hex') : createHash('sha256').update(enc, 'utf8').digest(),
  };
}

/** The keys of a server's configuration (the environment's when it names none, as a hand-made test config). */
export const idCardKeysOf = (config: { readonly idCardKeys?: IdCardKeys }): IdCardKeys => config.idCardKeys ?? idCardKeysFrom(process.env);
