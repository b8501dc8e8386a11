import {
  STORAGE_KEYS,
  UserInfo,
  decodeWith,
  type KeyValueStorage,
  type MonitorInfo,
  type WatchedCompany,
} from '@worksite/contract';

/** The signed-in user as the view-models keep it: SPEC §3 user info plus the watched companies. */
export type SessionUser = UserInfo & {
  /** Companies this user may watch in supervision mode (login and company-switch answers). */
  readonly watchCompanys?: readonly WatchedCompany[];
};

/** A company a switch goes to: id, name and (when known) its global project id. */
export interface CompanyTarget {
  readonly id: number;
  readonly name: string;
  readonly globalProjectId?: string;
}

/** Monitor fields a company switch writes along with the new company (SPEC §4 supervision mode). */
export interface MonitorPatch {
  readonly monitorShow: boolean;
  readonly monitorInfo: MonitorInfo | undefined;
}

function watchedOf(raw: unknown): WatchedCompany[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const id = Number(e.companyID);
    return Number.isFinite(id) && typeof e.companyName === 'string' ? [{ companyID: id, companyName: e.companyName }] : [];
  });
}

/** Reads the stored user info (KeyValueStorage `userInfo`); undefined when missing or unreadable. */
export function readSessionUser(storage: KeyValueStorage): SessionUser | undefined {
  const text = storage.getItem(STORAGE_KEYS.userInfo);
  if (text === undefined || text === '') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const decoded = decodeWith(UserInfo, raw);
  if (!decoded.ok) return undefined;
  return { ...decoded.value, watchCompanys: watchedOf((raw as Record<string, unknown>).watchCompanys) };
}

/** Writes the user info as SPEC §3 keeps it: `Companys` and `MenuPermissions` as JSON text. */
export function writeSessionUser(storage: KeyValueStorage, user: SessionUser): void {
  const stored = { ...user, Companys: JSON.stringify(user.Companys ?? []) };
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(stored));
}

/** Parses menu JSON text into the raw array kept as `jsData`; [] when malformed. */
export function rawMenuArray(menuPermissions: string | undefined): unknown[] {
  if (menuPermissions === undefined || menuPermissions.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(menuPermissions);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
