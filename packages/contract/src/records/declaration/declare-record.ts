import { withExcelCalls } from './excel-calls';
import type { RecordAction, RecordCall, RecordDeclaration, RecordEndpoints, RecordType } from './record-declaration';

/** `whereOrderList` → `WhereOrderList`. */
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Catalogue key of a call of `api`: its own `name`, else alias + Action (`concOrderWhereOrderList`). */
export function callName(api: RecordDeclaration['api'], call: RecordCall): string {
  return call.name ?? `${api.alias}${capitalise(call.action)}`;
}

/**
 * A record type from its declaration: the endpoint names per action derive from `api` (DESIGN.md §5), with
 * the Excel calls derived from its `excel` fields (excel-calls.ts).
 * The literal type of the declaration is kept, so a call's SPEC codec stays precisely typed in the catalogue.
 */
export function declareRecord<const D extends RecordDeclaration>(declaration: D): D & { readonly endpoints: RecordEndpoints } {
  const api = withExcelCalls(declaration);
  const endpoints: { [A in RecordAction]?: string } = {};
  for (const [action, call] of Object.entries(api.calls) as [RecordAction, RecordCall | undefined][]) {
    if (call) endpoints[action] = callName(api, call);
  }
  return { ...declaration, api, endpoints } as D & { readonly endpoints: RecordEndpoints };
}

/** Every call of a record type (standard ones, then `more`), with its catalogue key. */
export function recordCalls(recordType: RecordType): { readonly key: string; readonly name: string; readonly call: RecordCall }[] {
  const api = recordType.api;
  if (!api) return [];
  const standard = Object.entries(api.calls).filter((e): e is [string, RecordCall] => e[1] !== undefined);
  return [...standard, ...Object.entries(api.more ?? {})].map(([key, call]) => ({ key, name: callName(api, call), call }));
}
