const SCORE = /^\d{1,3}(\.\d)?$/;

/** The highest score of a 0–100 scale (credit evaluations, misconduct deductions, reward points). */
export const MAX_SCORE = 100;

/** A score from 0 to 100 written plainly, at most one decimal (`85`, `92.5`, `0`, `100`). */
export function isScore(value: string): boolean {
  return SCORE.test(value) && Number(value) <= MAX_SCORE;
}
