const POSITIVE_INTEGER = /^[1-9]\d*$/;
const LETTERS = /^[A-Za-z]+$/;
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

/** Positive integer written plainly: digits only, no sign, no leading zero, not 0 (`1`, `250`). */
export function isPositiveInteger(value: string): boolean {
  return POSITIVE_INTEGER.test(value);
}

/** ASCII letters only, at least one. */
export function isLetters(value: string): boolean {
  return LETTERS.test(value);
}

/** ASCII letters and digits only, at least one. */
export function isLettersAndDigits(value: string): boolean {
  return LETTERS_AND_DIGITS.test(value);
}
