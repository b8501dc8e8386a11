import {
  isCarPlate,
  isCreditCode,
  isDate,
  isEmail,
  isIpv4,
  isLandline,
  isMobile,
  isPositiveInteger,
  isRealName,
  isScore,
  isTime,
  isUrl,
  isUsername,
  isValidIdCardChecksum,
  maskIdCard,
  MIN_PASSWORD_LENGTH,
  passwordLength,
} from '@worksite/validators';

/** Format checks of `@worksite/validators` a field rule may name (SPEC §5 format helpers). */
export const FORMAT_CHECKS = {
  mobile: isMobile,
  landline: isLandline,
  /** A mobile or a landline number (contact phones). */
  phone: (value: string) => isMobile(value) || isLandline(value),
  /** An ID-card number with a calendar birth date and, for 18 digits, its GB 11643 check digit (docs/decisions/0521). */
  idCard: isValidIdCardChecksum,
  /** A unified social credit code (统一社会信用代码): 18 digits or capital letters. */
  creditCode: isCreditCode,
  /** A person's ID-card number or a unit's credit code (诚信评价 › 黑名单: people and units). */
  idCardOrCreditCode: (value: string) => isValidIdCardChecksum(value) || isCreditCode(value),
  /** A score from 0 to 100, at most one decimal (信用评价, 不良行为 扣分, 奖励 加分). */
  score: isScore,
  carPlate: isCarPlate,
  email: isEmail,
  url: isUrl,
  ipv4: isIpv4,
  realName: isRealName,
  username: isUsername,
  date: isDate,
  time: isTime,
  positiveInteger: isPositiveInteger,
  /** A WBS code: numbers joined by dots (1, 1.2, 1.2.3; 进度计划, docs/decisions/0721). */
  wbsCode: (value: string) => /^\d{1,4}(\.\d{1,4}){0,4}$/.test(value),
  /** At least MIN_PASSWORD_LENGTH characters (SPEC §5: 密码不能少于6位数!). */
  passwordLength: (value: string) => passwordLength(value) >= MIN_PASSWORD_LENGTH,
} as const satisfies Record<string, (value: string) => boolean>;

/** Name of a format check. */
export type FormatCheckName = keyof typeof FORMAT_CHECKS;

/** A format rule of a field: the check and the message shown when a non-empty value fails it. */
export interface FieldRule {
  readonly check: FormatCheckName;
  readonly message: string;
}

/**
 * Display masking of a sensitive field (ID numbers, phone numbers): SPEC §5 keeps the first 4 and the last 4
 * characters and replaces each one between by `*` (`maskIdCard` of `@worksite/validators`).
 */
export interface FieldMask {
  readonly keepStart: 4;
  readonly keepEnd: 4;
}

/** SPEC §5's mask: first 4 and last 4 characters shown. */
export const SPEC_MASK: FieldMask = { keepStart: 4, keepEnd: 4 };

/** The value as shown under `mask`; non-text values and missing values unchanged. */
export function maskValue(mask: FieldMask | undefined, value: unknown): unknown {
  if (mask === undefined || typeof value !== 'string' || value === '') return value;
  return maskIdCard(value);
}

/** The message of the first rule `value` fails, or undefined (empty values pass: `required` covers them). */
export function failedRule(rules: readonly FieldRule[] | undefined, value: unknown): string | undefined {
  if (rules === undefined || value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  return rules.find((rule) => !FORMAT_CHECKS[rule.check](text))?.message;
}
