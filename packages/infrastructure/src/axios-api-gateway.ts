import { inject, injectable } from 'inversify';
import {
  sessionUserEndpoints,
  type ApiGateway,
  type Endpoint,
  type EndpointParams,
  type EndpointResult,
} from '@worksite/contract';
import { AxiosEndpointTransport } from './axios-endpoint-transport';
import { orgDataAuthorityBlock } from './org-data-authority-guard';
import { TokenRefresher } from './token-refresher';
import { UserInfoSource } from './user-info-source';

/**
 * The ApiGateway of SPEC §7–§8 over axios: refuses blocked calls before sending (OrgDataAuthorityType 0),
 * makes sure a signed-in call has an access token, then sends through the transport (enrichment, error
 * catalogue, one decode with the endpoint's codec).
 */
@injectable()
export class AxiosApiGateway implements ApiGateway {
  constructor(
    @inject(AxiosEndpointTransport) private readonly transport: AxiosEndpointTransport,
    @inject(TokenRefresher) private readonly refresher: TokenRefresher,
    @inject(UserInfoSource) private readonly users: UserInfoSource,
  ) {}

  async call<E extends Endpoint>(endpoint: E, params: EndpointParams<E>): Promise<EndpointResult<E>> {
    const blocked = orgDataAuthorityBlock(endpoint, this.users.currentUser());
    if (blocked) throw blocked;
    if (endpoint.access !== 'public' && endpoint.name !== sessionUserEndpoints.getToken.name) await this.refresher.ensureAccessToken();
    return this.transport.send(endpoint, params);
  }
}
