import {
  BLOCKED_CODE,
  BLOCKING_ORG_DATA_AUTHORITY_TYPE,
  dictionaryEndpoints,
  sessionUserEndpoints,
  type Endpoint,
  type UserInfo,
} from '@worksite/contract';
import { GatewayError } from './gateway-error';
import { messages } from './messages';

/** Calls a user with OrgDataAuthorityType 0 may still make (SPEC §6): login, token fetch, multi-select list. */
export const ORG_DATA_AUTHORITY_EXEMPT: ReadonlySet<string> = new Set([
  sessionUserEndpoints.login.name,
  sessionUserEndpoints.loginAlt.name,
  sessionUserEndpoints.getToken.name,
  dictionaryEndpoints.multiSelectList.name,
]);

/** The rejection for a blocked call (code 0, 没有权限), or undefined when the call may go out. */
export function orgDataAuthorityBlock(endpoint: Endpoint, user: UserInfo | undefined): GatewayError | undefined {
  if (user === undefined || user.OrgDataAuthorityType !== BLOCKING_ORG_DATA_AUTHORITY_TYPE) return undefined;
  if (ORG_DATA_AUTHORITY_EXEMPT.has(endpoint.name)) return undefined;
  return new GatewayError('blocked', messages.noPermission, BLOCKED_CODE);
}
