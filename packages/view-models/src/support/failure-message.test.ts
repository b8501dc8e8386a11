import { RecordingNotifier } from '@worksite/test-doubles';
import { alreadyReported, failureMessage, reportFailure } from './failure-message';

describe('failureMessage (docs/decisions/0080)', () => {
  test.each<[string, unknown, string]>([
    ['a refused login (GatewayError shape)', Object.assign(new Error('用户名或密码错误'), { kind: 'refused', body: { status: 0, detail: '用户名或密码错误' } }), '用户名或密码错误'],
    ['a plain object with detail', { detail: '原始密码错误' }, '原始密码错误'],
    ['only a body', { body: { msg: '没有权限' } }, '没有权限'],
    ['a decode failure', Object.assign(new Error('templateList: the answer does not match'), { kind: 'decode' }), '失败'],
    ['a contract decode error', Object.assign(new Error('x expected y'), { name: 'ContractDecodeError' }), '失败'],
    ['nothing useful', undefined, '失败'],
    ['a string', '网络错误', '网络错误'],
  ])('%s → %s', (_label, error, message) => {
    expect(failureMessage(error)).toBe(message);
  });

  test.each([
    ['unauthorised', true],
    ['forbidden', true],
    ['http', true],
    ['network', true],
    ['refused', false],
    ['failed', false],
    ['blocked', false],
  ])('kind %s already reported by the gateway: %s', (kind, reported) => {
    expect(alreadyReported({ kind, message: 'm' })).toBe(reported);
  });

  test('reportFailure toasts only what the gateway did not show', () => {
    const notifier = new RecordingNotifier();
    expect(reportFailure(notifier, { kind: 'http', message: 'Error' })).toBe('Error');
    expect(reportFailure(notifier, { kind: 'failed', message: '失败' })).toBe('失败');
    expect(notifier.messages('error')).toEqual(['失败']);
  });
});
