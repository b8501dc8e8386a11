import * as t from 'io-ts';
import { decodeWith } from './decode-with';
import { endpoints } from './catalogue/endpoints';
import type { EnvelopeKind } from './endpoint';
import { envelopeMessage, envelopeSucceeded, failureBody, resultCodec, resultValue, successBody } from './envelope';

describe('envelopeSucceeded (SPEC §7–§8)', () => {
  it.each([
    ['status1', { status: 1 }, true],
    ['status1', { status: 0, detail: '密码错误' }, false],
    ['code0', { code: 0, data: 'tok' }, true],
    ['code0', { code: 1 }, false],
    ['status0', { status: 0, data: '/a.png' }, true],
    ['status0', { status: 1 }, false],
    ['data', { code: 200 }, true],
    ['data', { code: 1 }, true],
    ['data', { status: 0 }, true],
    ['data', { code: 402 }, false],
    ['data', {}, false],
    ['list', { code: 500, status: 1 }, false],
  ] as const)('%s %p → %p', (kind, frame, expected) => {
    expect(envelopeSucceeded(kind, frame)).toBe(expected);
  });

  it.each(['status1', 'code0', 'status0', 'list', 'data'] as EnvelopeKind[])('success and failure bodies of %s read back as such', (kind) => {
    expect(envelopeSucceeded(kind, successBody(kind, 'x'))).toBe(true);
    expect(envelopeSucceeded(kind, failureBody(kind, '失败'))).toBe(false);
    expect(envelopeMessage(failureBody(kind, '没有权限', 402))).toBe('没有权限');
  });
});

describe('resultCodec', () => {
  it('decodes a list answer whole and another answer by its data', () => {
    const page = { has_next: false, has_prev: false, p_index: 1, p_size: 10, record_count: 1 };
    const body = successBody('list', [{ id: 1, deviceType: '搅拌站' }], page);
    const list = decodeWith(resultCodec(endpoints.templateList), resultValue('list', body));
    expect(list.ok && list.value.data[0]?.deviceType).toBe('搅拌站');
    const token = decodeWith(resultCodec(endpoints.getToken), resultValue('code0', successBody('code0', 'tok')));
    expect(token).toEqual({ ok: true, value: 'tok' });
    expect(decodeWith(resultCodec(endpoints.getToken), resultValue('code0', { code: 0, data: 5 })).ok).toBe(false);
    expect(resultValue('data', null)).toBeUndefined();
    expect(t.unknown.is(resultValue('data', {}))).toBe(true);
  });
});
