import { idCardCheckChar, isIdCard, isValidIdCardChecksum, maskIdCard } from './id-card';

describe('isIdCard (SPEC §5: 15 or 18 digits, last may be X)', () => {
  it.each(['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021', '440304199001011233'])(
    'accepts %s',
    (value) => expect(isIdCard(value)).toBe(true),
  );
  it.each([
    ['16 digits', '1101051949123100'],
    ['17 digits', '11010519491231002'],
    ['19 digits', '1101051949123100211'],
    ['X not last', '1101051949123100X1'],
    ['X on 15 digits', '11010549123100X'],
    ['other letter', '11010519491231002Y'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isIdCard(value)).toBe(false));
});

describe('isValidIdCardChecksum (GB 11643-1999)', () => {
  it.each([
    ['GB 11643 example', '11010519491231002X'],
    ['lower-case x', '11010519491231002x'],
    ['GB 11643 example 1880', '440524188001010014'],
    ['check digit 3', '440304199001011233'],
    ['born on 29 February 2000', '320106200002290019'],
    ['check digit 0', '110101198003077710'],
    ['15 digits, 1949-12-31', '110105491231002'],
  ])('accepts %s (%s)', (_why, value) => expect(isValidIdCardChecksum(value)).toBe(true));
  it.each([
    ['wrong check digit', '110105194912310021'],
    ['X where a digit belongs', '44030419900101123X'],
    ['one digit changed', '11010519491231003X'],
    ['no 29 February in 1990', '130102199002291234'],
    ['month 13', '110105194913310024'],
    ['15 digits, month 13', '110105491331002'],
    ['15 digits, 31 April', '110105490431002'],
    ['region code starting with 0', '010105194912310027'],
    ['bad format', '1101051949123100'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isValidIdCardChecksum(value)).toBe(false));

  it.each([
    ['11010519491231002', 'X'],
    ['44030419900101123', '3'],
    ['11010119800307771', '0'],
  ])('check character of %s is %s', (first17, expected) => expect(idCardCheckChar(first17)).toBe(expected));
});

describe('maskIdCard (SPEC §5: keeps the first 4 and last 4 characters)', () => {
  it.each([
    ['11010519491231002X', '1101**********002X'],
    ['110105491231002', '1101*******1002'],
    ['123456789', '1234*6789'],
    ['12345678', '********'],
    ['1234', '****'],
    ['', ''],
  ])('%s → %s', (id, expected) => expect(maskIdCard(id)).toBe(expected));

  it('keeps the length of the input', () => {
    expect(maskIdCard('11010519491231002X')).toHaveLength(18);
  });
});
