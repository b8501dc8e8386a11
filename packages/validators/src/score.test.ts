import { isScore } from './score';

describe('isScore', () => {
  it.each(['0', '5', '85', '92.5', '100', '100.0', '0.5'])('accepts %s', (value) => expect(isScore(value)).toBe(true));
  it.each([['-1'], ['100.5'], ['101'], ['85.25'], ['1e2'], ['八十'], [''], [' 85']])('rejects %s', (value) => expect(isScore(value)).toBe(false));
});
