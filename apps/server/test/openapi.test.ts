/**
 * Issue 10 (8): `GET /prod-apiplus/openapi.json` is an OpenAPI 3 document of the mounted catalogue endpoints,
 * public, with the token schemes; `/api-docs` is a browsable Swagger UI served under the app's CSP.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Ajv from 'ajv';
import { endpointList, fullPath, telemetryIngestExamples } from '@worksite/contract';
import { useTestServer } from '../testing';
import { get, postForm, postJson, type Reply } from './http-client';
import { mountedEndpoints } from './security/security-helpers';

const s = useTestServer({ signIn: ['sysadmin'] });

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; tags: string[]; security: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
  components: { securitySchemes: Record<string, unknown> };
}

async function fetchDoc(): Promise<{ status: number; doc: Doc }> {
  const r = await fetch(`${s.api}/openapi.json`);
  return { status: r.status, doc: (await r.json()) as Doc };
}

describe('OpenAPI document', () => {
  test('is public OpenAPI 3 with every mounted catalogue endpoint exactly once, :param as {param}', async () => {
    const { status, doc } = await fetchDoc();
    expect(status).toBe(200);
    expect(doc.openapi).toBe('3.0.3');
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, name: op.operationId })),
    );
    const mounted = await mountedEndpoints(s.app, s.baseUrl);
    const expected = mounted.map((e) => ({ key: `${e.method} ${fullPath(e).replace(/:(\w+)/g, '{$1}')}`, name: e.name }));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(operations.sort(byKey)).toEqual(expected.sort(byKey));
    expect(new Set(operations.map((o) => o.name)).size).toBe(operations.length);
    // Unmounted catalogue calls are left out; none of the paths keeps a `:param`.
    expect(operations.length).toBeLessThan(endpointList.length);
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
    expect(doc.paths['/prod-apiplus/api/Project/GetProjectInfo/{id}'].get.operationId).toBe('projectInfo');
  });

  test('Excel calls: the export and template answer .xlsx bytes, the import takes them as its body (0316)', async () => {
    const { doc } = await fetchDoc();
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const ops = doc.paths as unknown as Record<string, Record<string, { operationId: string; responses: Record<string, { content: Record<string, { schema: unknown }> }>; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    const exported = ops['/prod-apiplus/api/Project/ExportExcel']!.get!;
    expect(exported.operationId).toBe('projectExport');
    expect(exported.responses['200']!.content[xlsx]).toEqual({ schema: { type: 'string', format: 'binary' } });
    expect(ops['/prod-apiplus/api/Project/ImportTemplate']!.get!.responses['200']!.content[xlsx]).toEqual({ schema: { type: 'string', format: 'binary' } });
    const imported = ops['/prod-apiplus/api/Project/ImportExcel']!.post!;
    expect(imported.operationId).toBe('projectImport');
    expect(imported.requestBody).toEqual({ content: { [xlsx]: { schema: { type: 'string', format: 'binary' } } } });
  });

  test('login: its request schema comes from the LoginForm codec, no security; signed-in calls list the token schemes', async () => {
    const { doc } = await fetchDoc();
    const login = doc.paths['/prod-apiplus/web/login'].post;
    expect(login.operationId).toBe('login');
    expect(login.tags).toEqual(['sessionUsers']);
    expect(login.security).toEqual([]);
    const schema = { type: 'object', properties: { userName: { type: 'string' }, password: { type: 'string' } }, required: ['userName', 'password'] };
    expect(login.requestBody?.content).toEqual({
      'application/x-www-form-urlencoded': { schema },
      'application/json': { schema },
    });
    expect(doc.paths['/prod-apiplus/api/Employee/PCModifyPwd'].post.security).toEqual([{ bearerToken: [] }, { tokenHeader: [] }]);
    // No token in a URL (docs/decisions/0506): the push stream takes a one-use ticket, issued by a declared call.
    expect(doc.paths['/prod-apiplus/api/Push/Stream'].get.security).toEqual([{ ticketParam: [] }, { bearerToken: [] }, { tokenHeader: [] }]);
    expect(doc.paths['/prod-apiplus/api/Push/Ticket'].post.operationId).toBe('pushTicket');
    expect(doc.components.securitySchemes).toEqual({
      bearerToken: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token> (token from /web/login)' },
      tokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'or `token` in the body of a POST; never in the query string' },
      ticketParam: { type: 'apiKey', in: 'query', name: 'ticket', description: 'one-use ticket from POST /prod-apiplus/api/Push/Ticket: good once, for 30 s' },
      // The ingest call's device key (docs/decisions/0571).
      deviceKey: { type: 'apiKey', in: 'header', name: 'X-Device-Key', description: "a device's ingest key (shown once when the device is created or its key reset); or `key` in the body" },
      deviceKeyAuthorization: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Authorization: Device <key>' },
    });
  });
});

describe('declared call parameters in the document (docs/decisions/0413)', () => {
  type Param = { name: string; in: string; required: boolean; schema: unknown; 'x-aliases'?: string[]; 'x-kind'?: string; 'x-label'?: string };
  type Op = { operationId: string; parameters?: Param[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }> } };
  const ops = (doc: Doc) => Object.values(doc.paths as unknown as Record<string, Record<string, Op>>).flatMap((methods) => Object.values(methods));

  test('a query call: each parameter with its label, kind, aliases and whether it is required', async () => {
    const { doc } = await fetchDoc();
    const users = (doc.paths as unknown as Record<string, Record<string, Op>>)['/prod-apiplus/api/Project/GetProjectUsers']!.get!;
    expect(users.parameters).toEqual([
      {
        name: 'projectId', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
        description: '项目编号 (id; also accepted as project_id, ProjectID, id, rec_id)', 'x-label': '项目编号', 'x-kind': 'id',
        'x-aliases': ['project_id', 'ProjectID', 'id', 'rec_id'],
      },
    ]);
    const info = (doc.paths as unknown as Record<string, Record<string, Op>>)['/prod-apiplus/api/Project/GetProjectInfo/{id}']!.get!;
    expect(info.parameters?.find((p) => p.name === 'id')).toMatchObject({ in: 'path', required: true, 'x-aliases': ['rec_id', 'projectId'], 'x-kind': 'id' });
  });

  test('a form call: the body schema holds each parameter, the required ones required', async () => {
    const { doc } = await fetchDoc();
    const roles = (doc.paths as unknown as Record<string, Record<string, Op>>)['/prod-apiplus/api/ERPUser/PCUpdateJiaoSe']!.post!;
    const schema = roles.requestBody!.content['application/x-www-form-urlencoded']!.schema;
    expect(schema.required).toEqual(['userId']);
    expect(Object.keys(schema.properties!)).toEqual(['userId', 'roleIds', 'companyId']);
    expect(schema.properties!.roleIds).toMatchObject({ 'x-label': '角色', 'x-kind': 'idList', 'x-aliases': ['role_ids', 'RoleIDs', 'jiaoSe', 'roles'] });
    expect(schema.properties!.companyId).toMatchObject({ 'x-label': '公司', 'x-kind': 'id', 'x-aliases': ['company_id'] });
  });

  test('every mounted call that declares parameters lists each of them, aliases included', async () => {
    const { doc } = await fetchDoc();
    const byName = new Map(endpointList.map((e) => [e.name, e]));
    const listed = ops(doc).filter((op) => byName.get(op.operationId)?.params);
    // 46 since the users' export declares its list's parameters (docs/decisions/0497); 47 with the area list's forProject (0523);
    // 48 with 查看证件号's worker id (0631); 50 with 工资发放's 生成/重新计算 and 工人确认 (0680); 51 with 打印合同's
    // contract id (0655); 52 with 门禁设备's 重置密钥 device id (0660); 53 with 考勤更正 (0672); 55 with 转为隐患 of a
    // safety and a quality check item (0712).
    expect(listed.length).toBe(55);
    for (const op of listed) {
      const declared = byName.get(op.operationId)!.params!;
      const body = Object.values(op.requestBody?.content ?? {})[0]?.schema.properties ?? {};
      const shown = Object.fromEntries([...(op.parameters ?? []).map((p) => [p.name, p['x-aliases']]), ...Object.entries(body).map(([n, p]) => [n, p['x-aliases']])]);
      for (const [name, p] of Object.entries(declared)) expect([op.operationId, name, shown[name]]).toEqual([op.operationId, name, p.aliases]);
    }
  });
});

describe('/api-docs', () => {
  test('answers the Swagger UI page, its script loads under the CSP, and it reads the same document', async () => {
    const page = await fetch(`${s.baseUrl}/api-docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    // Scripts are same-origin files (the CSP allows only 'self'), never inline.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[2].trim())).toEqual(['', '', '']);
    const src = /src="([^"]*swagger-ui-bundle\.js)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const js = await fetch(new URL(src as string, page.url));
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const uiDoc = (await (await fetch(`${s.baseUrl}/api-docs/json`)).json()) as Doc;
    expect(uiDoc).toEqual((await fetchDoc()).doc);
  });
});

describe('what an integrator reads (issue 20, Deliver 6; docs/decisions/0570–0572)', () => {
  const INGEST = '/prod-apiplus/api/Telemetry/Ingest';
  const LIST = '/prod-apiplus/api/DustDevice/PCWhereDeviceList';
  type Responses = Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  type Operation = { responses: Responses; security: unknown[]; requestBody?: { content: Record<string, { schema: { anyOf?: unknown[] }; examples?: unknown }> } };
  const op = (doc: Doc, path: string, method: string) => (doc.paths as unknown as Record<string, Record<string, Operation>>)[path]![method]!;

  test('status codes as the server answers them, derived from the call kind; the ingest body with its shapes and examples', async () => {
    const { doc } = await fetchDoc();
    const ingest = op(doc, INGEST, 'post');
    expect(Object.keys(ingest.responses)).toEqual(['200', '400', '401', '403', '413', '415', 'default']);
    expect(ingest.security).toEqual([{ deviceKey: [] }, { deviceKeyAuthorization: [] }, {}]);
    const body = ingest.requestBody!.content['application/json']!;
    expect(body.schema.anyOf).toHaveLength(4);
    expect(body.examples).toEqual(telemetryIngestExamples);
    // A signed-in list: 402 没有权限 comes with HTTP 200 in the body, so 200 is the page or a refusal.
    const list = op(doc, LIST, 'get');
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', 'default']);
    expect(list.responses['200']!.content!['application/json']!.schema.anyOf).toEqual([expect.objectContaining({ description: 'envelope "list"' }), { $ref: '#/components/schemas/Refusal' }]);
    expect(Object.keys(op(doc, '/prod-apiplus/web/login', 'post').responses)).toEqual(['200', '400', '413', '415', 'default']);
    // No call keeps the old "every call answers 200" nor a body documented as anything: every 200 has a schema.
    const all = Object.values(doc.paths as unknown as Record<string, Record<string, Operation>>).flatMap((m) => Object.values(m));
    expect(all.filter((o) => !o.responses['400'] || !o.responses.default || !o.responses['200']!.content)).toEqual([]);
  });

  test('the document validates; a client generated from it type-checks against real answers of the ingest and a list call', async () => {
    const { doc } = await fetchDoc();
    const project = (await s.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
    const created = await postForm(`${s.api}/api/DustDevice/PCCreateDevice`, { device_name: '接口文档扬尘', project_id: project, serial_no: 'SN-OPENAPI' }, s.bearer('sysadmin'));
    const key = created.body.data.ingestKey as string;
    const ingestBody = { devices: [{ key, ts: Date.now(), values: { pm25: 35, noise: 61.5 } }] };
    const ingested = await postJson(`${s.api}/api/Telemetry/Ingest`, ingestBody);
    expect([ingested.status, ingested.body]).toEqual([200, { code: 200, status: 1, msg: '提交成功', detail: '提交成功', data: { accepted: 2 } }]);
    const keyless = await postJson(`${s.api}/api/Telemetry/Ingest`, { readings: [{ metric: 'pm25', value: 35 }] });
    const otherDevice = await postJson(`${s.api}/api/Telemetry/Ingest`, { readings: [{ key, deviceId: 1, metric: 'pm25', value: 35 }] });
    const listed = await get(`${s.api}/api/DustDevice/PCWhereDeviceList`, { index: 1, size: 5, projectId: project }, s.bearer('sysadmin'));
    const anonymous = await get(`${s.api}/api/DustDevice/PCWhereDeviceList`, { index: 1, size: 5 });
    expect([listed.status, listed.body.code, listed.body.data.some((d: { id: number }) => d.id === created.body.data.id)]).toEqual([200, 200, true]);
    expect([keyless.status, keyless.body.code, otherDevice.status, otherDevice.body.code, anonymous.status, anonymous.body.code]).toEqual([401, 401, 403, 403, 401, 401]);

    // Each real answer matches the schema the document gives its status (ajv, the schema checker of the validator).
    const ajv = new Ajv({ strict: false, validateFormats: false, validateSchema: false });
    ajv.addSchema(doc as unknown as object, 'doc');
    const pointer = (path: string, method: string, status: number) => `doc#/paths/${path.replace(/\//g, '~1')}/${method}/responses/${status}/content/application~1json/schema`;
    const mismatches = ([[INGEST, 'post', ingested], [INGEST, 'post', keyless], [INGEST, 'post', otherDevice], [LIST, 'get', listed], [LIST, 'get', anonymous]] as [string, string, Reply][])
      .map(([path, method, r]) => [path, r.status, ajv.validate({ $ref: pointer(path, method, r.status) }, r.body) ? [] : ajv.errors] as const)
      .filter(([, , errors]) => errors?.length);
    expect(mismatches).toEqual([]);
    expect(ajv.validate({ $ref: `doc#/paths/${INGEST.replace(/\//g, '~1')}/post/requestBody/content/application~1json/schema` }, ingestBody)).toBe(true);

    const dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    try {
      await writeFile(join(dir, 'doc.json'), JSON.stringify(doc));
      await writeFile(join(dir, 'answers.json'), JSON.stringify({ ingestBody, ingestAnswer: ingested.body, listAnswer: listed.body, listPath: LIST }));
      const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'openapi', 'integrator-client.mjs'), dir], { timeout: 60_000 });
      expect(JSON.parse(stdout)).toEqual({ valid: true, errors: [], diagnostics: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
