/** Platform id sent as `wid` on every call (SPEC §9). */
export const WID = 11;
/** `fromplat` of back-office calls (SPEC §7). */
export const FROMPLAT_PC = 'pc';
/** `fromplat` of the few large-screen calls (password change, equipment record detail). */
export const FROMPLAT_MINAPP = 'minapp';

/** Base path of the API (SPEC §7). */
export const API_BASE = '/prod-apiplus';
/** Base path of the image upload call (SPEC §7: `/prod-api/api/Upload/UploadImageRedis`). */
export const UPLOAD_BASE = '/prod-api';
/** The bases an endpoint path may sit under. */
export type ApiBase = typeof API_BASE | typeof UPLOAD_BASE;

/** Timeout of every ordinary call, ms (SPEC §9). */
export const REQUEST_TIMEOUT_MS = 50_000;
/** Timeout of the plug-in wrapper, ms (SPEC §7, §9). */
export const PLUGIN_TIMEOUT_MS = 2_000;
/** The access token is fetched again at this interval, ms (SPEC §4, §9). */
export const TOKEN_REFRESH_MS = 6_840_000;

/** `code`/`status` values passed through as success by the generic layer (SPEC §8). */
export const SUCCESS_CODES: readonly number[] = [0, 1, 200];
/** Login and password change: `status` 1 is success (SPEC §7). */
export const LOGIN_SUCCESS_STATUS = 1;
/** getToken: `code` 0 is success (SPEC §7). */
export const TOKEN_SUCCESS_CODE = 0;
/** Upload: `status` 0 is success (SPEC §7). */
export const UPLOAD_SUCCESS_STATUS = 0;
/** Session expired (SPEC §8): HTTP 401, response code 401 or error_description 401. */
export const UNAUTHORISED_CODE = 401;
/** No permission (SPEC §8): error toast with the server message, default 没有权限. */
export const FORBIDDEN_CODE = 402;
/** Code of the client-side rejection when OrgDataAuthorityType is 0 (SPEC §6). */
export const BLOCKED_CODE = 0;

/** Default OrgDataAuthorityType when the server sends none (SPEC §3, §9). */
export const DEFAULT_ORG_DATA_AUTHORITY_TYPE = 1;
/** OrgDataAuthorityType that blocks every call but the exempt ones (SPEC §6). */
export const BLOCKING_ORG_DATA_AUTHORITY_TYPE = 0;

/** Page sizes of the fixed list loads (SPEC §9). */
export const PAGE_SIZES = {
  default: 10,
  projectChoices: 100,
  headerProjects: 500,
  headerCompanies: 500,
  companies: 1000,
  dictionary: 999,
  notices: 500,
} as const;
