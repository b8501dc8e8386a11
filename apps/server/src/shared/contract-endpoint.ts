import { endpoints, type Endpoint } from '@worksite/contract';

/**
 * The endpoint `name` of the contract's catalogue; a name the catalogue lacks is a programming error caught
 * at start-up (the catalogue is the one source of paths, methods, access and envelopes — DESIGN §5).
 */
export function contractEndpoint(name: string): Endpoint {
  const found = (endpoints as Readonly<Record<string, Endpoint>>)[name];
  if (!found) throw new Error(`endpoint ${name} is missing from the contract catalogue`);
  return found;
}
