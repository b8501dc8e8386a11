import { callName, endpoints, type ApiGateway, type Endpoint, type RecordAction, type RecordType } from '@worksite/contract';
import { normalisePage } from '@worksite/paging';
import type { RecordRow } from './record-fields';

const catalogue = endpoints as unknown as Readonly<Record<string, Endpoint | undefined>>;

/** The catalogued call of that name, if the catalogue has it. */
export function catalogueEndpoint(name: string | undefined): Endpoint | undefined {
  return name === undefined ? undefined : catalogue[name];
}

/** The call serving one standard action of a record type (`recordType.endpoints`), if it has one. */
export function actionEndpoint(recordType: RecordType, action: RecordAction): Endpoint | undefined {
  return catalogueEndpoint(recordType.endpoints[action]);
}

/** The Excel import template call of a record type: `${alias}ImportTemplate` (the Excel wire). */
export function importTemplateEndpoint(recordType: RecordType): Endpoint | undefined {
  return recordType.api === undefined ? undefined : catalogueEndpoint(`${recordType.api.alias}ImportTemplate`);
}

/** The call a workflow transition names: a standard action or a key of the api's `more`. */
export function transitionEndpoint(recordType: RecordType, call: string): Endpoint | undefined {
  const api = recordType.api;
  if (api === undefined) return undefined;
  const spec = (api.calls as Readonly<Record<string, (typeof api.calls)[RecordAction]>>)[call] ?? api.more?.[call];
  return spec === undefined ? undefined : catalogueEndpoint(callName(api, spec));
}

/** Calls an endpoint whose types are known only at run time (the generic pages). */
export function callAny(gateway: ApiGateway, endpoint: Endpoint, params: Readonly<Record<string, unknown>>): Promise<unknown> {
  return gateway.call(endpoint, params as never) as Promise<unknown>;
}

/** One page of rows. */
export interface RecordPage {
  readonly rows: readonly RecordRow[];
  readonly total: number;
}

/**
 * Rows and total of a list answer: a paged list (`data` + `page`, read by @worksite/paging), or a plain array
 * (hand-served lists that answer everything: paged here, `keep` filtering it first).
 */
export function readListAnswer(answer: unknown, pageIndex: number, pageSize: number, keep?: (row: RecordRow) => boolean): RecordPage {
  if (Array.isArray(answer)) {
    const all = (answer as RecordRow[]).filter((r) => keep === undefined || keep(r));
    return { rows: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: all.length };
  }
  const page = normalisePage<RecordRow>(answer);
  return page.ok ? { rows: page.page.rows, total: page.page.total } : { rows: [], total: 0 };
}
