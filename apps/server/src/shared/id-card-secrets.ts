import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { IdCardKeys } from '../config/id-card-keys';

/**
 * An ID number kept as 个人信息保护法 asks (docs/decisions/0630): a keyed hash to match it (one per project, the
 * blacklist, later the gate), AES-256-GCM to reveal it by permission, the mask everywhere else. Never logged.
 */

/** The number as matched: trimmed, a final x upper-cased. */
export const normalIdCard = (id: string): string => id.trim().toUpperCase();

/** HMAC-SHA256 of the number under the hash key, hex (64 characters). */
export function hashIdCard(keys: IdCardKeys, id: string): string {
  return createHmac('sha256', keys.hashKey).update(normalIdCard(id), 'utf8').digest('hex');
}

/** AES-256-GCM of the number under the encryption key: `iv.tag.ciphertext`, base64 each (a fresh IV per call). */
export function encryptIdCard(keys: IdCardKeys, id: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  const data = Buffer.concat([cipher.update(normalIdCard(id), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

/** The number `encryptIdCard` kept (throws when the key or the text is not the one it was made with). */
export function decryptIdCard(keys: IdCardKeys, text: string): string {
  const [iv, tag, data] = text.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', keys.encryptionKey, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** Birth date (`yyyy-mm-dd`), year and gender (1 男, 2 女: the sequence's last digit odd / even) a valid number carries. */
export function idCardFacts(id: string): { birthDate: string; birthYear: number; gender: 1 | 2 } {
  const n = normalIdCard(id);
  const birth = n.length === 15 ? `19${n.slice(6, 12)}` : n.slice(6, 14);
  const genderDigit = Number(n.length === 15 ? n.charAt(14) : n.charAt(16));
  return { birthDate: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`, birthYear: Number(birth.slice(0, 4)), gender: genderDigit % 2 === 1 ? 1 : 2 };
}
