import * as t from 'io-ts';
import { ListResponse } from './codecs/list-response';
import { ProjectPosInfo } from './codecs/project';
import { ContractDecodeError, decodeOrThrow, decodeWith } from './decode-with';

describe('decodeWith', () => {
  it('returns the decoded value', () => {
    expect(decodeWith(t.type({ a: t.number }), { a: 1 })).toEqual({ ok: true, value: { a: 1 } });
  });

  it('lists each violation with its path and expected codec, without intersection indexes', () => {
    const codec = ListResponse(ProjectPosInfo);
    const r = decodeWith(codec, { data: [{ id: 1, projectName: 'a' }, { id: 'x', projectName: 2 }], page: { has_next: true } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const found = r.error.violations.map((v) => `${v.path}:${v.expected}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'data.1.id:NumberFromStringOrNumber',
        'data.1.projectName:string',
        'page.has_prev:BooleanFromAny',
        'page.p_index:NumberFromStringOrNumber',
      ]),
    );
    expect(r.error).toBeInstanceOf(ContractDecodeError);
    expect(r.error.message).toContain('data.1.id expected NumberFromStringOrNumber, got "x"');
  });

  it('names the root when the value itself is wrong', () => {
    const r = decodeWith(t.string, 5);
    expect(!r.ok && r.error.violations).toEqual([{ path: '', expected: 'string', actual: '5' }]);
  });
});

describe('decodeOrThrow', () => {
  it('throws a ContractDecodeError', () => {
    expect(() => decodeOrThrow(t.type({ a: t.string }), {})).toThrow(ContractDecodeError);
    expect(decodeOrThrow(t.string, 'x')).toBe('x');
  });
});
