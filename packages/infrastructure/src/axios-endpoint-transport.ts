import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import { Notifier, TokenStore, type Endpoint, type EndpointClient, type EndpointParams, type EndpointResult } from '@worksite/contract';
import { buildRequest, type RequestContext } from './build-request';
import { CallActivity } from './call-activity';
import { createHttpClient } from './create-http-client';
import { decodeAnswer } from './decode-answer';
import { InfrastructureOptions } from './infrastructure-options';
import { installErrorInterceptors } from './install-error-interceptors';
import { SessionExpiredPrompt } from './session-expired-prompt';
import { UserInfoSource } from './user-info-source';

/**
 * Sends one catalogued call as it is: enrichment, the wrapper its endpoint names (main or plug-in), the error
 * catalogue, decoding. No block check and no token refresh: that is the gateway's part (and lets the refresher
 * use this without a cycle).
 */
@injectable()
export class AxiosEndpointTransport {
  private readonly clients = new Map<EndpointClient, AxiosInstance>();

  constructor(
    @inject(InfrastructureOptions) private readonly options: InfrastructureOptions,
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(UserInfoSource) private readonly users: UserInfoSource,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(SessionExpiredPrompt) private readonly prompt: SessionExpiredPrompt,
    @inject(CallActivity) private readonly activity: CallActivity,
  ) {}

  /** The axios instance of a wrapper, created on first use with the error interceptors installed. */
  http(client: EndpointClient = 'main'): AxiosInstance {
    let instance = this.clients.get(client);
    if (instance === undefined) {
      instance = createHttpClient(client);
      installErrorInterceptors(instance, this.notifier, this.prompt);
      this.clients.set(client, instance);
    }
    return instance;
  }

  /** The token requests carry: the access token from getToken, else the session token from login. */
  currentToken(): string | undefined {
    return this.tokens.getAccessToken() ?? this.tokens.getToken();
  }

  /** What enrichment of a call to `endpoint` needs now: base URL of its wrapper, token, district code. */
  requestContext(endpoint: Endpoint): RequestContext {
    const client = endpoint.client ?? 'main';
    const baseUrl = (client === 'plugin' ? this.options.pluginBaseUrl : undefined) ?? this.options.baseUrl ?? '';
    const token = this.currentToken();
    const areaCode = this.users.currentUser()?.AuthAreaCode;
    return { baseUrl, ...(token === undefined ? {} : { token }), ...(areaCode === undefined || areaCode === '' ? {} : { areaCode }) };
  }

  async send<E extends Endpoint>(endpoint: E, params: EndpointParams<E>): Promise<EndpointResult<E>> {
    const client = endpoint.client ?? 'main';
    const request = buildRequest(endpoint, (params ?? {}) as Record<string, unknown>, this.requestContext(endpoint));
    const end = this.activity.begin();
    try {
      const response = await this.http(client).request({
        method: request.method,
        url: request.url,
        params: request.query,
        data: request.body,
        headers: request.headers,
      });
      return decodeAnswer(endpoint, response.data);
    } finally {
      end();
    }
  }
}
