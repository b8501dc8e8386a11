const CREDIT_CODE = /^[0-9A-Z]{18}$/;

/**
 * A unified social credit code (统一社会信用代码) as the platform accepts it: 18 digits or capital letters, the
 * same loose format the company form checks (no GB 32100 check character).
 */
export function isCreditCode(value: string): boolean {
  return CREDIT_CODE.test(value);
}
