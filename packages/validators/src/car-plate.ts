/** Province (and municipality/region) abbreviations that open a civil plate. */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Special last characters of an ordinary plate: trailer, learner, police, Hong Kong, Macao. */
export const PLATE_SPECIAL_SUFFIXES = '挂学警港澳';

// Plates never use I or O (GA 36), so they are not letters here.
const LETTER = '[A-HJ-NP-Z]';
const LETTER_OR_DIGIT = '[A-HJ-NP-Z0-9]';
const HEAD = `[${PLATE_PROVINCES}]${LETTER}`;
const ORDINARY = new RegExp(`^${HEAD}${LETTER_OR_DIGIT}{4}(${LETTER_OR_DIGIT}|[${PLATE_SPECIAL_SUFFIXES}])$`);
// New-energy (GA 36-2018): small cars D/F then a letter or digit and 4 digits; large vehicles 5 digits then D/F.
const NEW_ENERGY = new RegExp(`^${HEAD}([DF]${LETTER_OR_DIGIT}\\d{4}|\\d{5}[DF])$`);

/**
 * Car plate in upper case: province character, issuing letter, 4 letters/digits, then a letter, digit or
 * one of 挂学警港澳 (`京A12345`, `粤B1234挂`); or a new-energy plate (`粤BD12345`, `粤B12345D`).
 */
export function isCarPlate(value: string): boolean {
  return ORDINARY.test(value) || NEW_ENERGY.test(value);
}

/** True only for the 8-character new-energy plate formats. */
export function isNewEnergyPlate(value: string): boolean {
  return NEW_ENERGY.test(value);
}
