import {
  MIN_PASSWORD_LENGTH,
  isStrongPassword,
  passwordLength,
  passwordStrength,
  passwordStrengthLabel,
  type PasswordStrength,
} from './password-strength';

describe('MIN_PASSWORD_LENGTH (SPEC §9)', () => {
  it('is 6', () => expect(MIN_PASSWORD_LENGTH).toBe(6));
});

describe('passwordStrength (SPEC §5: 0 under 6 characters; a point each for lowercase, digits, other)', () => {
  it.each<[string, PasswordStrength]>([
    ['', 0],
    ['abc', 0],
    ['aB1!x', 0],
    ['abcdef', 1],
    ['123456', 1],
    ['!@#$%^', 1],
    ['ABCDEF', 1],
    ['abc123', 2],
    ['abcDEF', 2],
    ['abc!@#', 2],
    ['123!@#', 2],
    ['123ABC', 2],
    ['abc123!', 3],
    ['Abc123', 3],
    ['密码abc123', 3],
  ])('%j → %d', (password, expected) => expect(passwordStrength(password)).toBe(expected));

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀')).toBe(3);
    expect(passwordStrength('😀😀😀ab')).toBe(0);
  });
});

describe('passwordStrengthLabel', () => {
  it.each<[PasswordStrength, string]>([
    [0, '低'],
    [1, '低'],
    [2, '中'],
    [3, '高'],
  ])('%d → %s', (strength, label) => expect(passwordStrengthLabel(strength)).toBe(label));
});

describe('isStrongPassword (SPEC §5: ≥ 6 with digit, upper, lower and special)', () => {
  it.each(['Abc12!', 'P@ssw0rd', 'Worksite#2024', 'aB3$aB3$'])('accepts %s', (value) =>
    expect(isStrongPassword(value)).toBe(true),
  );
  it.each([
    ['5 characters', 'Ab1!x'],
    ['no digit', 'Abcde!'],
    ['no upper case', 'abc12!'],
    ['no lower case', 'ABC12!'],
    ['no special', 'Abc123'],
    ['space is not special', 'Abc 123'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isStrongPassword(value)).toBe(false));
});
