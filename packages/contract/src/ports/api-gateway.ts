import type { Endpoint } from '../endpoint';
import type { EndpointParams, EndpointResult } from '../envelope';

/**
 * Makes a catalogued call: enriches it (token, fromplat, wid, AuthAreaCode), sends it, applies the
 * error catalogue of SPEC §8 and decodes the answer once with the endpoint's codec. Resolves with the
 * decoded result; rejects on failure (after the notifier/confirm dialog have done their part).
 */
export interface ApiGateway {
  call<E extends Endpoint>(endpoint: E, params: EndpointParams<E>): Promise<EndpointResult<E>>;
}
/** Injection token of the ApiGateway port. */
export const ApiGateway: unique symbol = Symbol.for('ApiGateway');
