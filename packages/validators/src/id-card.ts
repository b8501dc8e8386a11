import { isCalendarDate } from './date-time';

const ID_CARD = /^(\d{15}|\d{17}[\dXx])$/;
/** GB 11643-1999 weights of the first 17 digits. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Check character by weighted sum modulo 11. */
const CHECK_CHARS = '10X98765432';
const KEPT_AT_EACH_END = 4;

/** Loose ID-card format: 15 digits, or 17 digits and a digit or X/x (no checksum, no date check). */
export function isIdCard(value: string): boolean {
  return ID_CARD.test(value);
}

/** The GB 11643-1999 check character (`0`–`9` or `X`) of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/**
 * Strict ID-card check: region code not starting with 0, a calendar-valid birth date and, for 18 digits,
 * the GB 11643-1999 check character (X or x). 15-digit numbers carry the date as 19YYMMDD and no check.
 */
export function isValidIdCardChecksum(value: string): boolean {
  if (!isIdCard(value) || value.startsWith('0')) return false;
  if (value.length === 15) {
    return isCalendarDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  const dateOk = isCalendarDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)));
  return dateOk && idCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}

/**
 * Masks an ID number for display: first 4 and last 4 characters kept, each one between replaced by `*`.
 * Eight characters or fewer would show everything, so such input is masked entirely.
 */
export function maskIdCard(id: string): string {
  const chars = Array.from(id);
  if (chars.length <= KEPT_AT_EACH_END * 2) return '*'.repeat(chars.length);
  const hidden = chars.length - KEPT_AT_EACH_END * 2;
  return chars.slice(0, KEPT_AT_EACH_END).join('') + '*'.repeat(hidden) + chars.slice(-KEPT_AT_EACH_END).join('');
}
