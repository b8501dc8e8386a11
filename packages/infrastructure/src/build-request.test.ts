import { endpoints, type Endpoint } from '@worksite/contract';
import { buildRequest, enrichParams, fillPath, formEncode } from './build-request';

const ctx = { baseUrl: 'http://host:1', token: 'tok', areaCode: '320500' };
const projectInfo = { ...endpoints.projectList, name: 'projectInfo', path: '/api/Project/GetProjectInfo/:id' } as Endpoint;

describe('enrichParams (SPEC §7)', () => {
  it.each([
    ['adds token, fromplat pc, wid 11, AuthAreaCode', { a: 1 }, ctx, { a: 1, token: 'tok', fromplat: 'pc', wid: 11, AuthAreaCode: '320500' }],
    ['keeps a fromplat the caller chose (minapp)', { fromplat: 'minapp', wid: 11 }, ctx, { fromplat: 'minapp', wid: 11, token: 'tok', AuthAreaCode: '320500' }],
    ['adds no token or district code when there is none', {}, { baseUrl: '' }, { fromplat: 'pc', wid: 11 }],
  ])('%s', (_name, params, context, expected) => {
    expect(enrichParams(params, context)).toEqual(expected);
  });
});

describe('buildRequest', () => {
  it('GET: everything in the query but the token, which goes in the headers only (no token in a URL, 0506)', () => {
    const r = buildRequest(endpoints.templateList, { user_id: 7, size: 10, index: 1, strWhere: 'if_del = 0' }, ctx);
    expect(r.method).toBe('GET');
    expect(r.url).toBe('http://host:1/prod-apiplus/api/RoutInspContent/WherePageList');
    expect(r.query).toEqual({ user_id: '7', size: '10', index: '1', strWhere: 'if_del = 0', fromplat: 'pc', wid: '11', AuthAreaCode: '320500' });
    expect(r.body).toBeUndefined();
    expect(r.headers).toEqual({ Authorization: 'Bearer tok', token: 'tok', fromplat: 'pc' });
  });

  it('POST form: form-encoded body with the enrichment, no query', () => {
    const r = buildRequest(endpoints.login, { userName: '张 三', password: 'a&b' }, { baseUrl: '' });
    expect(r.url).toBe('/prod-apiplus/web/login');
    expect(r.query).toBeUndefined();
    expect(r.headers).toEqual({ fromplat: 'pc', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(Object.fromEntries(new URLSearchParams(r.body as string))).toEqual({ userName: '张 三', password: 'a&b', fromplat: 'pc', wid: '11' });
  });

  it('POST json: the enriched object', () => {
    const r = buildRequest({ ...endpoints.templateCreate, encoding: 'json' }, { rec_id: 0 } as never, ctx);
    expect(r.body).toEqual({ rec_id: 0, token: 'tok', fromplat: 'pc', wid: 11, AuthAreaCode: '320500' });
    expect(r.headers['Content-Type']).toBe('application/json;charset=UTF-8');
  });

  it('upload: multipart under /prod-api with the file and its fields', () => {
    const file = new Blob(['png'], { type: 'image/png' });
    const r = buildRequest(endpoints.uploadImage, { upload_type: 'userinfo', file_name: 'a.png', file } as never, ctx);
    expect(r.url).toBe('http://host:1/prod-api/api/Upload/UploadImageRedis');
    const form = r.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('upload_type')).toBe('userinfo');
    expect(form.get('wid')).toBe('11');
    expect(form.get('token')).toBe('tok');
    expect((form.get('file') as File).name).toBe('a.png');
    expect(r.headers['Content-Type']).toBeUndefined();
  });

  it('fills :id path parameters and removes them from the params', () => {
    expect(fillPath('/api/Project/GetProjectInfo/:id', { id: 5, x: 1 })).toEqual({ path: '/api/Project/GetProjectInfo/5', rest: { x: 1 } });
    expect(buildRequest(projectInfo, { id: 'a/b' }, ctx).url).toBe('http://host:1/prod-apiplus/api/Project/GetProjectInfo/a%2Fb');
    expect(() => fillPath('/x/:id', {})).toThrow('Path parameter "id" missing');
  });

  it('form encoding writes objects as JSON text and drops undefined and null', () => {
    expect(formEncode({ a: [1, 2], b: undefined, c: null, d: true })).toBe('a=%5B1%2C2%5D&d=true');
  });
});
