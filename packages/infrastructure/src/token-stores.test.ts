import 'reflect-metadata';
import type { TokenStore } from '@worksite/contract';
import { MemoryStorage } from '@worksite/test-doubles';
import { BrowserTokenStore, SESSION_TOKEN_KEY } from './browser-token-store';
import { DocumentCookieJar } from './document-cookie-jar';
import { LocalStorageAdapter } from './local-storage-adapter';
import { MemoryCookieJar } from './memory-cookie-jar';
import type { BrowserGlobals, StorageLike } from './browser-globals';

/** A document whose `cookie` behaves like the browser's: writes add or replace one cookie, max-age=0 deletes. */
class FakeCookieDocument {
  private readonly jar = new Map<string, string>();
  readonly writes: string[] = [];
  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(text: string) {
    this.writes.push(text);
    const [pair = '', ...attrs] = text.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    if (attrs.some((a) => a.trim() === 'max-age=0')) this.jar.delete(name);
    else this.jar.set(name, pair.slice(eq + 1).trim());
  }
}

class FakeLocalStorage implements StorageLike {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

function browserGlobals() {
  const document = new FakeCookieDocument();
  const localStorage = new FakeLocalStorage();
  const globals: BrowserGlobals = { document, localStorage, location: { reload: () => undefined } };
  return { document, localStorage, globals };
}

describe.each([
  ['BrowserTokenStore over memory', () => new BrowserTokenStore(new MemoryCookieJar(), new MemoryStorage())],
  ['BrowserTokenStore over document.cookie and localStorage', () => {
    const { globals } = browserGlobals();
    return new BrowserTokenStore(new DocumentCookieJar(globals), new LocalStorageAdapter(globals));
  }],
])('%s', (_name, make: () => TokenStore) => {
  it('keeps the session token and the access token apart, and clears both', () => {
    const store = make();
    expect(store.getToken()).toBeUndefined();
    expect(store.getAccessToken()).toBeUndefined();
    store.setToken('session');
    store.setAccessToken('access');
    expect(store.getToken()).toBe('session');
    expect(store.getAccessToken()).toBe('access');
    store.clear();
    expect(store.getToken()).toBeUndefined();
    expect(store.getAccessToken()).toBeUndefined();
  });
});

describe('BrowserTokenStore in the browser', () => {
  it('puts the access token in the access_token cookie (path /) and the session token in localStorage', () => {
    const { document, localStorage, globals } = browserGlobals();
    const store = new BrowserTokenStore(new DocumentCookieJar(globals), new LocalStorageAdapter(globals));
    store.setAccessToken('a b');
    store.setToken('s');
    expect(document.writes).toEqual(['access_token=a%20b; path=/']);
    expect(document.cookie).toBe('access_token=a%20b');
    expect(localStorage.map.get(SESSION_TOKEN_KEY)).toBe('s');
    store.clear();
    expect(document.cookie).toBe('');
    expect(localStorage.map.size).toBe(0);
  });

  it('DocumentCookieJar reads one cookie among several and writes a lifetime when asked', () => {
    const { document, globals } = browserGlobals();
    document.cookie = 'sidebarStatus=1';
    document.cookie = 'access_token=t%3D1';
    const jar = new DocumentCookieJar(globals);
    expect(jar.get('access_token')).toBe('t=1');
    expect(jar.get('missing')).toBeUndefined();
    jar.set('x', 'y', { maxAgeSeconds: 60 });
    expect(document.writes.at(-1)).toBe('x=y; path=/; max-age=60');
  });

  it('LocalStorageAdapter ignores a refused write', () => {
    const refusing: StorageLike = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    const adapter = new LocalStorageAdapter({ localStorage: refusing, document: { cookie: '' }, location: { reload: () => undefined } });
    expect(() => adapter.setItem('k', 'v')).not.toThrow();
    expect(adapter.getItem('k')).toBeUndefined();
  });
});
