import { Refusal, XLSX_MEDIA_TYPE, successEnvelope, type Endpoint } from '@worksite/contract';
import { messages } from '../shared/messages';
import { toJsonSchema, type JsonSchema } from './io-ts-json-schema';

/**
 * The answers of a call in the API reference (docs/decisions/0571), derived once from its declaration — the
 * envelope kind, its access and credentials, whether it takes a body — and from what http/error-handler.ts and
 * http/mount-endpoint.ts answer, never written per call. Every body is a schema made from a codec: the success
 * envelope of the call's kind around its response codec (contract `successEnvelope`), a refusal `Refusal`.
 */

/** Where the refusal schema sits in the document; the operations refer to it. */
export const REFUSAL_REF = '#/components/schemas/Refusal';
export const refusalSchema = (): JsonSchema => toJsonSchema(Refusal);

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const refusal = (description: string) => ({ description, content: json({ $ref: REFUSAL_REF }) });

/**
 * A call the server may refuse with HTTP 200 and the refusal in the body: a signed-in call (code 402
 * 没有权限: a page or button not granted, a record outside the data scope; mount-endpoint.ts) and a sign-in /
 * upload call (status1, status0: a business refusal such as a wrong password, `status` telling it).
 */
function refusesInBody(endpoint: Endpoint): boolean {
  return endpoint.access !== 'public' || endpoint.envelope === 'status1' || endpoint.envelope === 'status0';
}

const IN_BODY = `or a refusal in the body: code 402 "${messages.noPermission}" (a page or button not granted, a record outside the data scope)`;

function success(endpoint: Endpoint): Record<string, unknown> {
  const answer = { ...toJsonSchema(successEnvelope(endpoint.envelope, endpoint.response)), description: `envelope "${endpoint.envelope}"` };
  if (endpoint.envelope === 'file') {
    return {
      description: `The file (Content-Disposition: attachment), ${IN_BODY}`,
      content: { [XLSX_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } }, ...json({ $ref: REFUSAL_REF }) },
    };
  }
  if (!refusesInBody(endpoint)) return { description: 'Success', content: json(answer) };
  const why = endpoint.access === 'public' ? 'or a business refusal in the body (`status` not the success status, `detail` the message)' : IN_BODY;
  return { description: `Success, ${why}`, content: json({ anyOf: [answer, { $ref: REFUSAL_REF }] }) };
}

/** The answers of `endpoint` by HTTP status; `default` lists the rarer refusals every call may give. */
export function responsesOf(endpoint: Endpoint): Record<string, unknown> {
  const takesBody = endpoint.method !== 'GET' && endpoint.encoding !== 'query';
  const signedIn = endpoint.access !== 'public';
  return {
    '200': success(endpoint),
    '400': refusal('Invalid input (code 400, `error_description`): a parameter missing or malformed, a body that does not parse'),
    ...(signedIn
      ? { '401': refusal(`No live session (code 401 "${messages.sessionExpired}")${endpoint.ticket ? `, or the ticket unknown, used or expired ("${messages.ticketInvalid}")` : ''}`) }
      : {}),
    ...(endpoint.credentials === 'deviceKey'
      ? {
          '401': refusal(`No device key ("${messages.ingestKeyMissing}") or an unknown one ("${messages.ingestKeyInvalid}"); nothing stored`),
          '403': refusal(`A key used for another device's readings ("${messages.ingestWrongDevice}"); nothing stored`),
        }
      : {}),
    ...(takesBody ? { '413': refusal(`Body too large ("${messages.bodyTooLarge}")`), '415': refusal(`A content type the call does not take ("${messages.unsupportedMediaType}")`) } : {}),
    default: refusal(`Other refusals, same body: 404 "${messages.recordNotFound}", 409 a conflict (a business key taken), 429 too many sign-ins, 500, 503 "${messages.databaseBusy}" (Retry-After)`),
  };
}
