import { isLetters, isLettersAndDigits, isPositiveInteger } from './character-class';

describe('isPositiveInteger', () => {
  it.each(['1', '9', '10', '250', '9007199254740993'])('accepts %s', (value) => expect(isPositiveInteger(value)).toBe(true));
  it.each([['0'], ['-1'], ['+1'], ['01'], ['1.5'], ['1e3'], [' 1'], ['']])('rejects %s', (value) =>
    expect(isPositiveInteger(value)).toBe(false),
  );
});

describe('isLetters', () => {
  it.each(['a', 'abc', 'ABC', 'AbCd'])('accepts %s', (value) => expect(isLetters(value)).toBe(true));
  it.each([['abc1'], ['a b'], ['中文'], ['a_b'], ['']])('rejects %s', (value) => expect(isLetters(value)).toBe(false));
});

describe('isLettersAndDigits', () => {
  it.each(['a', '1', 'abc123', 'ABC', '007'])('accepts %s', (value) => expect(isLettersAndDigits(value)).toBe(true));
  it.each([['abc_123'], ['abc-1'], ['a b'], ['中文1'], ['']])('rejects %s', (value) =>
    expect(isLettersAndDigits(value)).toBe(false),
  );
});
