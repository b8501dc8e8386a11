import { inject, injectable } from 'inversify';
import { KeyValueStorage, STORAGE_KEYS, StoredSelections, UserInfo, decodeWith } from '@worksite/contract';
import type { UserInfoSource } from './user-info-source';

/** A stored selection of SPEC §3 kept in KeyValueStorage (the access-token cookie belongs to the TokenStore). */
export type SelectionKey = Exclude<keyof StoredSelections, 'access_token'>;

/** Selections that are objects and therefore stored as JSON text. */
const JSON_KEYS: ReadonlySet<SelectionKey> = new Set<SelectionKey>(['authority', 'menuRecord']);

/** What a token reset forgets (SPEC §4 "Logout / token reset"), besides the tokens. */
const SESSION_KEYS: readonly SelectionKey[] = ['COMPANY_Id', 'COMPANY_name', 'PROJECT_ID', 'PROJECT_name', 'PROJECT_NO'];

/**
 * The stored selections of SPEC §3 (company path, project, menu function type, sidebar, large-screen flag,
 * authority and menu records) and the stored user info, typed by contract's codecs; a value that does not
 * decode reads as absent.
 */
@injectable()
export class SelectionStore implements UserInfoSource {
  constructor(@inject(KeyValueStorage) private readonly storage: KeyValueStorage) {}

  /** One selection, decoded; undefined when absent or malformed. */
  get<K extends SelectionKey>(key: K): StoredSelections[K] | undefined {
    const text = this.storage.getItem(key);
    if (text === undefined) return undefined;
    let raw: unknown = text;
    if (JSON_KEYS.has(key)) {
      try {
        raw = JSON.parse(text);
      } catch {
        return undefined;
      }
    }
    const decoded = decodeWith(StoredSelections.props[key], raw);
    return decoded.ok ? (decoded.value as StoredSelections[K]) : undefined;
  }

  /** Stores one selection; undefined removes it. */
  set<K extends SelectionKey>(key: K, value: StoredSelections[K] | undefined): void {
    if (value === undefined) {
      this.storage.removeItem(key);
      return;
    }
    this.storage.setItem(key, JSON_KEYS.has(key) ? JSON.stringify(value) : String(value));
  }

  /** Every stored selection at once. */
  all(): StoredSelections {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(StoredSelections.props) as (keyof StoredSelections)[]) {
      if (key === 'access_token') continue;
      const value = this.get(key);
      if (value !== undefined) out[key] = value;
    }
    return out as StoredSelections;
  }

  /** The chosen company: the last id of the `COMPANY_Id` comma path. */
  currentCompanyId(): number | undefined {
    const path = this.get('COMPANY_Id');
    const last = path?.split(',').map((s) => s.trim()).filter((s) => s !== '').pop();
    return last === undefined || !/^\d+$/.test(last) ? undefined : Number(last);
  }

  /** The stored user info (SPEC §3), or undefined before sign-in. */
  currentUser(): UserInfo | undefined {
    const text = this.storage.getItem(STORAGE_KEYS.userInfo);
    if (text === undefined) return undefined;
    try {
      const decoded = decodeWith(UserInfo, JSON.parse(text));
      return decoded.ok ? decoded.value : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores the user info as JSON text. */
  setUserInfo(info: UserInfo): void {
    this.storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(UserInfo.encode(info)));
  }

  /** Forgets the user info and the company and project choices (SPEC §4 token reset). */
  clearSession(): void {
    this.storage.removeItem(STORAGE_KEYS.userInfo);
    for (const key of SESSION_KEYS) this.storage.removeItem(key);
  }
}
