import type { ApiGateway, Endpoint, EndpointParams, EndpointResult } from '@worksite/contract';

/** A rejected call as a gateway reports it: the server's message in `detail`. */
export class GatewayFailure extends Error {
  constructor(readonly detail: string, readonly code?: number) {
    super(detail);
    this.name = 'GatewayFailure';
  }
}

/** One call made through the gateway. */
export interface GatewayCall {
  readonly name: string;
  readonly params: unknown;
}

type Handler = (params: any) => unknown;

/**
 * ApiGateway answering from handlers registered by endpoint name; a handler throws (or returns a
 * rejected promise) to simulate a refused call. Unregistered calls reject.
 */
export class ScriptedGateway implements ApiGateway {
  readonly calls: GatewayCall[] = [];
  private readonly handlers = new Map<string, Handler>();

  /** Answers calls to `endpoint` with `handler(params)`. */
  on<E extends Endpoint>(endpoint: E, handler: (params: EndpointParams<E>) => EndpointResult<E> | Promise<EndpointResult<E>>): this {
    this.handlers.set(endpoint.name, handler);
    return this;
  }

  /** Refuses calls to `endpoint` with the server message `detail`. */
  fail(endpoint: Endpoint, detail: string, code?: number): this {
    this.handlers.set(endpoint.name, () => {
      throw new GatewayFailure(detail, code);
    });
    return this;
  }

  async call<E extends Endpoint>(endpoint: E, params: EndpointParams<E>): Promise<EndpointResult<E>> {
    this.calls.push({ name: endpoint.name, params });
    const handler = this.handlers.get(endpoint.name);
    if (handler === undefined) throw new GatewayFailure(`no handler for ${endpoint.name}`);
    return (await handler(params)) as EndpointResult<E>;
  }

  /** Parameters of every call to `endpoint`, in order. */
  paramsOf(endpoint: Endpoint): unknown[] {
    return this.calls.filter((c) => c.name === endpoint.name).map((c) => c.params);
  }
}
