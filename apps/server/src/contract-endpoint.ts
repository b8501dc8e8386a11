import * as contract from '@worksite/contract';
import type { Endpoint, EndpointAccess, EnvelopeKind, HttpMethod } from '@worksite/contract';
import * as t from 'io-ts';

/**
 * The endpoint `name` from the contract's catalogue (`endpoints`), or the local stand-in while the contract
 * does not export it yet. TODO(contract): once `endpoints` is exported everywhere, callers may import it directly.
 */
export function contractEndpoint(
  name: string,
  fallback: { method: HttpMethod; path: string; access: EndpointAccess; envelope?: EnvelopeKind; request?: t.Mixed },
): Endpoint {
  const catalogue = (contract as unknown as { endpoints?: Record<string, Endpoint> }).endpoints;
  const found = catalogue?.[name];
  if (found) return found;
  return {
    name,
    method: fallback.method,
    path: fallback.path,
    pathChosen: true,
    encoding: fallback.method === 'GET' ? 'query' : 'form',
    access: fallback.access,
    envelope: fallback.envelope ?? 'data',
    request: fallback.request ?? t.UnknownRecord,
    response: t.unknown,
  };
}
