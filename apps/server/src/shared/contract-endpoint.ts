import { callName, endpoints, type CallParams, type Endpoint, type RecordCall, type RecordCallParams, type RecordType } from '@worksite/contract';

/**
 * The endpoint `name` of the contract's catalogue; a name the catalogue lacks is a programming error caught
 * at start-up (the catalogue is the one source of paths, methods, access and envelopes — DESIGN §5).
 */
export function contractEndpoint(name: string): Endpoint {
  const found = (endpoints as Readonly<Record<string, Endpoint>>)[name];
  if (!found) throw new Error(`endpoint ${name} is missing from the contract catalogue`);
  return found;
}

/**
 * The catalogue endpoint of call `key` of the declared record type `rt` (a standard action or a key of its
 * `api.more`), typed with the parameters that call declares (docs/decisions/0413).
 */
export function recordCallEndpoint<R extends RecordType, K extends string>(rt: R, key: K): Endpoint & RecordCallParams<R, K> {
  const api = rt.api;
  const call: RecordCall | undefined = api?.calls[key as keyof typeof api.calls] ?? api?.more?.[key];
  if (!api || !call) throw new Error(`record type ${rt.name} has no call ${key}`);
  return contractEndpoint(callName(api, call)) as Endpoint & RecordCallParams<R, K>;
}

/** The catalogue endpoint `name`, typed with `params`: the declaration its entry holds (checked at start-up). */
export function declaredEndpoint<P extends CallParams>(name: string, params: P): Endpoint & { readonly params: P } {
  const endpoint = contractEndpoint(name);
  if (endpoint.params !== params) throw new Error(`endpoint ${name} does not declare these params`);
  return endpoint as Endpoint & { readonly params: P };
}
