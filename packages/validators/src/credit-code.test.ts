import { isCreditCode } from './credit-code';

describe('isCreditCode', () => {
  it.each(['91440300MA5F000001', '914403001922038216', '12440300455755411X'])('accepts %s', (value) => expect(isCreditCode(value)).toBe(true));
  it.each([['91440300ma5f000001'], ['91440300MA5F00000'], ['91440300MA5F0000011'], ['9144 0300MA5F00001'], ['']])('rejects %s', (value) =>
    expect(isCreditCode(value)).toBe(false),
  );
});
