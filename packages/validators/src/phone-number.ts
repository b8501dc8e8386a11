const MOBILE = /^1[3-9]\d{9}$/;
// Area code starts with 0 and is joined by a hyphen; a local number never starts with 0.
const LANDLINE = /^(0\d{2,3}-)?[1-9]\d{6,7}$/;

/** Mainland mobile number: 11 digits, first 1, second 3–9 (e.g. `13812345678`). */
export function isMobile(value: string): boolean {
  return MOBILE.test(value);
}

/** Landline: optional 3–4 digit area code and hyphen, then 7–8 digits (`010-12345678`, `0755-1234567`). */
export function isLandline(value: string): boolean {
  return LANDLINE.test(value);
}
