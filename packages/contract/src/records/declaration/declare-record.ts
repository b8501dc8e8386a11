import { checkCallDialogs } from './call-dialogs';
import { withExcelCalls } from './excel-calls';
import type { RecordAction, RecordApi, RecordDeclaration, RecordEndpoints, RecordType, ServedApi, ServedCall } from './record-declaration';
import type { RecordWire } from './record-wire';
import { withRelationCalls } from './relation-calls';

/** `whereOrderList` → `WhereOrderList`. */
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Catalogue key of a call of `api`: its SPEC name, else alias + Action (`concOrderWhereOrderList`). */
export function callName(api: { readonly alias: string }, call: ServedCall): string {
  return call.name ?? `${api.alias}${capitalise(call.action)}`;
}

/** The calls of `api` with what the wire fixes of each (name, codecs) folded in; a wire entry naming no call is an error. */
function servedCalls(name: string, api: RecordApi, wire: RecordWire['calls'] = {}): ServedApi {
  const keys = [...Object.keys(api.calls), ...Object.keys(api.more ?? {})];
  const unknown = Object.keys(wire).filter((k) => !keys.includes(k));
  if (unknown.length) throw new Error(`record type ${name}: wire.calls names no call ${unknown.join(', ')}`);
  const fold = <C extends Readonly<Record<string, object | undefined>>>(calls: C) =>
    Object.fromEntries(Object.entries(calls).map(([k, c]) => [k, c && { ...c, ...wire[k] }]));
  return { ...api, calls: fold(api.calls), ...(api.more ? { more: fold(api.more) } : {}) } as ServedApi;
}

/** The declared fields with their SPEC save names folded in; a wire entry naming no field is an error. */
function servedFields(declaration: RecordDeclaration): RecordType['fields'] {
  const wire = declaration.wire?.fields ?? {};
  const unknown = Object.keys(wire).filter((k) => !declaration.fields.some((f) => f.key === k));
  if (unknown.length) throw new Error(`record type ${declaration.name}: wire.fields names no field ${unknown.join(', ')}`);
  return declaration.fields.map((f) => (wire[f.key] ? { ...f, ...wire[f.key] } : f));
}

/** What `declareRecord` answers: the declaration as written (its literal type kept) and as served. */
export type Declared<D extends RecordDeclaration> = Omit<D, 'fields'> & Pick<RecordType, 'endpoints' | 'fields'> & { readonly api: ServedApi };

/**
 * A record type from its declaration: the wire folded into its fields and calls, the endpoint names per action
 * derived from `api` (DESIGN.md §5), with the Excel calls derived from its `excel` fields (excel-calls.ts) and the
 * delete preview derived from its `relations` (relations.ts).
 * The literal type of the declaration is kept, so a call's SPEC codec stays precisely typed in the catalogue.
 */
export function declareRecord<const D extends RecordDeclaration>(declaration: D): Declared<D> {
  const api = withRelationCalls(declaration, withExcelCalls(declaration, servedCalls(declaration.name, declaration.api, declaration.wire?.calls)));
  checkCallDialogs({ ...declaration, api });
  const endpoints: { [A in RecordAction]?: string } = {};
  for (const [action, call] of Object.entries(api.calls) as [RecordAction, ServedCall | undefined][]) {
    if (call) endpoints[action] = callName(api, call);
  }
  return { ...declaration, fields: servedFields(declaration), api, endpoints } as Declared<D>;
}

/** Every call of a record type (standard ones, then `more`), with its catalogue key. */
export function recordCalls(recordType: RecordType): { readonly key: string; readonly name: string; readonly call: ServedCall }[] {
  const api = recordType.api;
  if (!api) return [];
  const standard = Object.entries(api.calls).filter((e): e is [string, ServedCall] => e[1] !== undefined);
  return [...standard, ...Object.entries(api.more ?? {})].map(([key, call]) => ({ key, name: callName(api, call), call }));
}
