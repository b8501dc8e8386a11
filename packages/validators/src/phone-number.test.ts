import { isLandline, isMobile } from './phone-number';

describe('isMobile (SPEC §5: 11 digits, starts with 1, second digit 3–9)', () => {
  it.each(['13012345678', '13812345678', '14512345678', '15912345678', '16612345678', '17712345678', '18812345678', '19912345678'])(
    'accepts %s',
    (value) => expect(isMobile(value)).toBe(true),
  );
  it.each([
    ['second digit 2', '12812345678'],
    ['second digit 1', '11812345678'],
    ['second digit 0', '10812345678'],
    ['starts with 2', '23812345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['letter inside', '1381234567a'],
    ['country code', '+8613812345678'],
    ['spaces', '138 1234 5678'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isMobile(value)).toBe(false));
});

describe('isLandline (SPEC §5: optional 3–4 digit area code, then 7–8 digits)', () => {
  it.each(['010-12345678', '0755-1234567', '0755-12345678', '021-8765432', '12345678', '2345678'])('accepts %s', (value) =>
    expect(isLandline(value)).toBe(true),
  );
  it.each([
    ['6 digits', '123456'],
    ['9 digits', '123456789'],
    ['5-digit area code', '07555-1234567'],
    ['2-digit area code', '01-12345678'],
    ['area code not starting with 0', '755-1234567'],
    ['local number starting with 0', '010-01234567'],
    ['missing local number', '010-'],
    ['letters', '010-abcdefgh'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isLandline(value)).toBe(false));
});
