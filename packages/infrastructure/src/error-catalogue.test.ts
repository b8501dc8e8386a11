import { classifyAnswer, classifyHttpError } from './error-catalogue';

const expired = { kind: 'session-expired', message: '当前登录状态过期，请重新登录' };

describe('SPEC §8 error catalogue: answers with HTTP 2xx', () => {
  it.each([
    ['code 0 passes', { code: 0, data: 'x' }, { kind: 'pass' }],
    ['code 1 passes', { code: 1 }, { kind: 'pass' }],
    ['code 200 passes', { code: 200, status: 1, data: [] }, { kind: 'pass' }],
    ['no code (status envelopes) is left to the endpoint', { status: 0, detail: '用户名或密码错误' }, { kind: 'pass' }],
    ['code 401', { code: 401 }, expired],
    ['error_description 401', { error_description: '401 Unauthorized' }, expired],
    ['code 402 with the server message', { code: 402, msg: '无此按钮权限' }, { kind: 'forbidden', message: '无此按钮权限' }],
    ['code 402 defaults to 没有权限', { code: 402 }, { kind: 'forbidden', message: '没有权限' }],
    ['other code with a message', { code: 500, msg: '服务器错误' }, { kind: 'failed', code: 500, message: '服务器错误' }],
    ['other code without a message is 失败', { code: 3 }, { kind: 'failed', code: 3, message: '失败' }],
  ])('%s', (_name, body, outcome) => {
    expect(classifyAnswer(body)).toEqual(outcome);
  });
});

describe('SPEC §8 error catalogue: HTTP errors', () => {
  it.each([
    ['HTTP 401', 401, {}, expired],
    ['HTTP 500 with code 401', 500, { code: 401 }, expired],
    ['HTTP 400 invalid_grant with description 401', 400, { error: 'invalid_grant', error_description: '401' }, expired],
    ['HTTP 400 invalid_grant otherwise', 400, { error: 'invalid_grant', error_description: 'Bad credentials' }, { kind: 'http-error', status: 400, message: 'Bad credentials' }],
    ['HTTP 400 with a description 401 but no invalid_grant', 400, { error_description: '401' }, { kind: 'http-error', status: 400, message: '401' }],
    ['HTTP 400 shows the description', 400, { code: 400, detail: '参数错误', error_description: '参数 size 错误' }, { kind: 'http-error', status: 400, message: '参数 size 错误' }],
    ['HTTP 404 shows the detail', 404, { code: 404, detail: '记录不存在' }, { kind: 'http-error', status: 404, message: '记录不存在' }],
    ['HTTP 502 without a body defaults to Error', 502, '', { kind: 'http-error', status: 502, message: 'Error' }],
  ])('%s', (_name, status, body, outcome) => {
    expect(classifyHttpError(status, body)).toEqual(outcome);
  });
});
