import * as t from 'io-ts';
import { decodeWith } from '../decode-with';
import { BooleanFromAny, JsonArrayOf, NumberFromStringOrNumber, NumberIn, NumberLiteral, StringFromStringOrNumber, maybe, withDefault } from './lenient';

const ok = (codec: t.Mixed, value: unknown) => {
  const r = decodeWith(codec, value);
  return r.ok ? r.value : 'REFUSED';
};

describe('lenient scalar codecs', () => {
  it.each([
    [NumberFromStringOrNumber, 5, 5],
    [NumberFromStringOrNumber, '5', 5],
    [NumberFromStringOrNumber, ' -2.5 ', -2.5],
    [NumberFromStringOrNumber, '', 'REFUSED'],
    [NumberFromStringOrNumber, 'abc', 'REFUSED'],
    [NumberFromStringOrNumber, '1e3', 'REFUSED'],
    [NumberFromStringOrNumber, Number.NaN, 'REFUSED'],
    [NumberFromStringOrNumber, null, 'REFUSED'],
    [StringFromStringOrNumber, 'a', 'a'],
    [StringFromStringOrNumber, 12, '12'],
    [StringFromStringOrNumber, true, 'REFUSED'],
    [BooleanFromAny, true, true],
    [BooleanFromAny, 0, false],
    [BooleanFromAny, '1', true],
    [BooleanFromAny, 'false', false],
    [BooleanFromAny, '是', true],
    [BooleanFromAny, '否', false],
    [BooleanFromAny, 2, 'REFUSED'],
    [NumberLiteral(11), 11, 11],
    [NumberLiteral(11), '11', 11],
    [NumberLiteral(11), 12, 'REFUSED'],
    [NumberIn('x', [1, 2] as const), '2', 2],
    [NumberIn('x', [1, 2] as const), 3, 'REFUSED'],
    [maybe(t.string), null, undefined],
    [maybe(t.string), undefined, undefined],
    [maybe(t.string), 1, 'REFUSED'],
    [withDefault(NumberFromStringOrNumber, 1), undefined, 1],
    [withDefault(NumberFromStringOrNumber, 1), null, 1],
    [withDefault(NumberFromStringOrNumber, 1), '0', 0],
  ] as const)('%s decodes %p to %p', (codec, input, expected) => {
    expect(ok(codec, input)).toEqual(expected);
  });

  it.each([
    [[{ a: 1 }], [{ a: 1 }]],
    ['[{"a":2}]', [{ a: 2 }]],
    ['', []],
    ['not json', 'REFUSED'],
    ['[{"a":"x"}]', 'REFUSED'],
    [{ a: 1 }, 'REFUSED'],
  ])('JsonArrayOf decodes %p', (input, expected) => {
    expect(ok(JsonArrayOf(t.type({ a: t.number })), input)).toEqual(expected);
  });
});
