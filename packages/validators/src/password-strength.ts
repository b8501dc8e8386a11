import { passwordStrengthLabels } from './messages';

/** Minimum password length (SPEC §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** Password strength score: 0 too short, then one point per character group present. */
export type PasswordStrength = 0 | 1 | 2 | 3;

/** Label shown for a strength score. */
export type PasswordStrengthLabel = (typeof passwordStrengthLabels)[keyof typeof passwordStrengthLabels];

/** Length in characters (code points), so an emoji counts once. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/**
 * Strength per SPEC §5: 0 under MIN_PASSWORD_LENGTH; otherwise one point each for lower-case letters,
 * digits and other characters. Upper-case letters belong to "other characters" (decision 0012).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) return 0;
  const groups = [/[a-z]/, /\d/, /[^a-z\d]/].filter((group) => group.test(password)).length;
  return groups as PasswordStrength;
}

/** 低 for 0 and 1, 中 for 2, 高 for 3. */
export function passwordStrengthLabel(strength: PasswordStrength): PasswordStrengthLabel {
  if (strength === 3) return passwordStrengthLabels.high;
  if (strength === 2) return passwordStrengthLabels.medium;
  return passwordStrengthLabels.low;
}

/** Strong password: at least 6 characters with a digit, an upper-case and a lower-case letter and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    passwordLength(password) >= MIN_PASSWORD_LENGTH &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z\d\s]/.test(password)
  );
}
