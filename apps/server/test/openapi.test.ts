/**
 * Issue 10 (8): `GET /prod-apiplus/openapi.json` is an OpenAPI 3 document of the mounted catalogue endpoints,
 * public, with the token schemes; `/api-docs` is a browsable Swagger UI served under the app's CSP.
 */
import { endpointList, fullPath } from '@worksite/contract';
import { useTestServer } from '../testing';
import { mountedEndpoints } from './security/security-helpers';

const s = useTestServer();

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
    // 46 since the users' export declares its list's parameters (docs/decisions/0497); 47 with the area list's forProject (0523).
    expect(listed.length).toBe(47);
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
