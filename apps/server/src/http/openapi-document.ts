import { XLSX_MEDIA_TYPE, endpointAreas, fullPath, type CallParam, type Endpoint } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { apiPrefixes } from './api-prefixes';
import { toJsonSchema, type JsonSchema } from './io-ts-json-schema';
import { refusalSchema, responsesOf } from './openapi-responses';

/** True when the server serves `endpoint` under its catalogue path (any API prefix, or its own base). */
export function isMountedEndpoint(app: FastifyInstance, endpoint: Endpoint): boolean {
  const urls = [fullPath(endpoint), ...apiPrefixes.map((p) => `${p}${endpoint.path}`)];
  return urls.some((url) => app.hasRoute({ method: endpoint.method, url }));
}

/** `/api/x/:id` → `/api/x/{id}` and the names of its path parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const out = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: out, params };
}

/**
 * Security of every signed-in call (SPEC §7; http/request-input.ts `tokenOf`): either header (or `token` in a
 * POST body); never the query string. A call that declares `ticket` takes a one-use ticket there (0506).
 */
const SIGNED_IN = [{ bearerToken: [] }, { tokenHeader: [] }];
/** A device's key: in a header, or (the `{}`) in the body only (docs/decisions/0571). */
const DEVICE_KEY = [{ deviceKey: [] }, { deviceKeyAuthorization: [] }, {}];
function securityOf(endpoint: Endpoint): unknown[] {
  if (endpoint.credentials === 'deviceKey') return DEVICE_KEY;
  if (endpoint.access === 'public') return [];
  return endpoint.ticket === undefined ? SIGNED_IN : [{ ticketParam: [] }, ...SIGNED_IN];
}

const MEDIA: Record<Endpoint['encoding'], string[]> = {
  form: ['application/x-www-form-urlencoded', 'application/json'],
  json: ['application/json', 'application/x-www-form-urlencoded'],
  multipart: ['multipart/form-data'],
  query: [],
  file: [XLSX_MEDIA_TYPE],
};

/** The raw bytes of a file (a `file` body or a `file` answer). */
const BINARY: JsonSchema = { type: 'string', format: 'binary' };

function accessText(access: Endpoint['access']): string {
  if (typeof access === 'string') return access;
  return ['page', access.page, access.subPage, access.button].filter(Boolean).join(' / ');
}

const ID: JsonSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

/** The value schema of a declared parameter's kind (docs/decisions/0413). */
function paramSchema(p: CallParam): JsonSchema {
  switch (p.kind) {
    case 'id':
      return ID;
    case 'idList':
      return { oneOf: [{ type: 'array', items: ID, maxItems: p.maxItems ?? 500 }, { type: 'string', description: 'comma list or JSON array text' }] };
    case 'text':
      return { type: 'string', ...(p.maxLength === undefined ? {} : { maxLength: p.maxLength }), ...(p.format === undefined ? {} : { format: p.format }) };
    case 'json':
      return { oneOf: [{ type: 'array', items: {} }, { type: 'object' }, { type: 'string', description: 'JSON text' }] };
    default:
      return {};
  }
}

/** What the reference says of a declared parameter beside its schema: label, kind and the further names it accepts. */
function paramNotes(p: CallParam): Record<string, unknown> {
  const aliases = p.aliases.length ? `; also accepted as ${p.aliases.join(', ')}` : '';
  return { description: `${p.label} (${p.kind}${aliases})`, 'x-label': p.label, 'x-kind': p.kind, 'x-aliases': p.aliases };
}

function operation(endpoint: Endpoint, tag: string, pathParams: string[]): Record<string, unknown> {
  const request = toJsonSchema(endpoint.request);
  const declared = Object.entries(endpoint.params ?? {});
  const props: Record<string, JsonSchema> = { ...((request.properties ?? {}) as Record<string, JsonSchema>) };
  const required = new Set((request.required as string[] | undefined) ?? []);
  // The declared parameters are what the server reads: they replace the codec's entry of the same name.
  for (const [name, p] of declared) {
    props[name] = { ...paramSchema(p), ...paramNotes(p) };
    if (p.required === undefined) required.delete(name);
    else required.add(name);
  }
  const declaredAt = new Map(declared);
  // A declared parameter: its value schema, with its notes on the parameter itself.
  const parameter = (name: string, where: 'path' | 'query', schema: JsonSchema) => {
    const p = declaredAt.get(name);
    return { name, in: where, required: where === 'path' || required.has(name), schema: p ? paramSchema(p) : schema, ...(p ? paramNotes(p) : {}) };
  };
  const inQuery = endpoint.method === 'GET' || endpoint.encoding === 'query' || endpoint.encoding === 'file';
  const parameters = [
    ...pathParams.map((name) => parameter(name, 'path', { type: 'string' })),
    ...(inQuery ? Object.entries(props).filter(([name]) => !pathParams.includes(name)).map(([name, schema]) => parameter(name, 'query', schema)) : []),
  ];
  const media = endpoint.method === 'GET' ? [] : MEDIA[endpoint.encoding];
  const body = declared.length ? { ...request, type: 'object', properties: props, ...(required.size ? { required: [...required] } : {}) } : request;
  const bodySchema = endpoint.encoding === 'file' ? BINARY : body;
  return {
    operationId: endpoint.name,
    tags: [tag],
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    description: `Access: ${accessText(endpoint.access)}.`,
    'x-access': endpoint.access,
    ...(parameters.length ? { parameters } : {}),
    ...(media.length ? { requestBody: { content: Object.fromEntries(media.map((m) => [m, { schema: bodySchema, ...(endpoint.examples ? { examples: endpoint.examples } : {}) }])) } } : {}),
    responses: responsesOf(endpoint),
    security: securityOf(endpoint),
  };
}

/**
 * The OpenAPI 3 document of the API (docs/decisions/0305): every catalogue endpoint the server mounts, once,
 * under its full path, tagged by its catalogue area, with JSON schemas from its io-ts codecs and the token
 * schemes of SPEC §7.
 */
export function openApiDocument(app: FastifyInstance, version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: { name: string }[] = [];
  for (const [area, endpoints] of Object.entries(endpointAreas)) {
    const mounted = Object.values(endpoints).filter((e) => isMountedEndpoint(app, e));
    if (mounted.length) tags.push({ name: area });
    for (const endpoint of mounted) {
      const { path, params } = openApiPath(fullPath(endpoint));
      paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint, area, params) };
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Worksite API (智慧工地平台)',
      version,
      description:
        'Every answer is a JSON envelope (SPEC §7). A success is HTTP 200; so is a refusal a screen reads from the body (code 402 没有权限: ' +
        'a page or button not granted or a record outside the data scope; a wrong password on the status1 sign-in calls). Other refusals ' +
        'carry their HTTP status and the same code in the body: 400 invalid input, 401 no live session (or device key), 403 another ' +
        "device's key, 404, 409, 413, 415, 429, 500, 503. Calls are also served under /prod-api.",
    },
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token> (token from /web/login)' },
        tokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'or `token` in the body of a POST; never in the query string' },
        ticketParam: { type: 'apiKey', in: 'query', name: 'ticket', description: 'one-use ticket from POST /prod-apiplus/api/Push/Ticket: good once, for 30 s' },
        deviceKey: { type: 'apiKey', in: 'header', name: 'X-Device-Key', description: "a device's ingest key (shown once when the device is created or its key reset); or `key` in the body" },
        deviceKeyAuthorization: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Authorization: Device <key>' },
      },
      schemas: { Refusal: refusalSchema() },
    },
  };
}
