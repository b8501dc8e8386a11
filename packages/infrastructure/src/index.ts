/** @packageDocumentation The axios ApiGateway, token and selection stores, the SPEC §8 error catalogue, token refresh and the storage/cookie ports (SPEC §3, §4, §6–§8). */
import 'reflect-metadata/lite';

// Gateway
export { AxiosApiGateway } from './axios-api-gateway';
export { AxiosFileTransfer, fileNameOf } from './axios-file-transfer';
export { AxiosEndpointTransport } from './axios-endpoint-transport';
export { CallActivity } from './call-activity';
export { HTTP_CLIENT_SETTINGS, createHttpClient } from './create-http-client';
export type { RequestContext, BuiltRequest } from './build-request';
export { AREA_CODE_PARAM, buildRequest, enrichParams, fillPath, formEncode, toTextParams, authHeaders } from './build-request';
export { decodeAnswer } from './decode-answer';
export type { GatewayErrorKind } from './gateway-error';
export { GatewayError, isGatewayError } from './gateway-error';

// Error catalogue and OrgDataAuthorityType block
export type { CatalogueOutcome } from './error-catalogue';
export { classifyAnswer, classifyHttpError } from './error-catalogue';
export { ERROR_TOAST_MS, installErrorInterceptors } from './install-error-interceptors';
export { ORG_DATA_AUTHORITY_EXEMPT, orgDataAuthorityBlock } from './org-data-authority-guard';
export { SessionExpiredPrompt } from './session-expired-prompt';
export { SessionReset } from './session-reset';
export { messages } from './messages';

// Tokens and stored selections
export { TokenRefresher } from './token-refresher';
export { SESSION_TOKEN_KEY, BrowserTokenStore } from './browser-token-store';
export type { SelectionKey } from './selection-store';
export { SelectionStore } from './selection-store';
export { UserInfoSource } from './user-info-source';

// Storage, cookies, page, time
export type { CookieOptions } from './cookie-jar';
export { CookieJar } from './cookie-jar';
export { DocumentCookieJar } from './document-cookie-jar';
export { MemoryCookieJar } from './memory-cookie-jar';
export { LocalStorageAdapter } from './local-storage-adapter';
export { PageReloader } from './page-reloader';
export { LocationPageReloader } from './location-page-reloader';
export { MemoryPageReloader } from './memory-page-reloader';
export type { StorageLike, CookieDocument, ReloadableLocation } from './browser-globals';
export { BrowserGlobals } from './browser-globals';
export { SystemTimer } from './system-timer';
export { SystemClock } from './system-clock';

// Composition
export { InfrastructureOptions } from './infrastructure-options';
export { infrastructureModule } from './infrastructure-module';
