import 'reflect-metadata';
import { Container } from 'inversify';
import { ApiGateway, Clock, ConfirmDialog, KeyValueStorage, Notifier, Timer, TokenStore } from '@worksite/contract';
import { ManualTimer, MemoryStorage, MemoryTokenStore, RecordingNotifier, ScriptedConfirmDialog } from '@worksite/test-doubles';
import { AxiosApiGateway } from './axios-api-gateway';
import { BrowserTokenStore } from './browser-token-store';
import { CookieJar } from './cookie-jar';
import { DocumentCookieJar } from './document-cookie-jar';
import { infrastructureModule } from './infrastructure-module';
import { LocalStorageAdapter } from './local-storage-adapter';
import { MemoryCookieJar } from './memory-cookie-jar';
import { MemoryPageReloader } from './memory-page-reloader';
import { PageReloader } from './page-reloader';
import { SelectionStore } from './selection-store';
import { SessionExpiredPrompt } from './session-expired-prompt';
import { SystemClock } from './system-clock';
import { SystemTimer } from './system-timer';
import { TokenRefresher } from './token-refresher';
import { UserInfoSource } from './user-info-source';

function withUi(): Container {
  const c = new Container();
  c.bind(Notifier).toConstantValue(new RecordingNotifier());
  c.bind(ConfirmDialog).toConstantValue(new ScriptedConfirmDialog());
  return c;
}

describe('infrastructureModule', () => {
  /** The UI ports and, for memory storage, the caller's token store and storage. */
  function withStores(): { c: Container; tokens: MemoryTokenStore; storage: MemoryStorage } {
    const c = withUi();
    const tokens = new MemoryTokenStore();
    const storage = new MemoryStorage();
    c.bind(TokenStore).toConstantValue(tokens);
    c.bind(KeyValueStorage).toConstantValue(storage);
    return { c, tokens, storage };
  }

  it("memory: binds the gateway, the caller's stores, memory cookies, system time, and singletons on purpose", () => {
    const { c, tokens, storage } = withStores();
    c.loadSync(infrastructureModule({ baseUrl: 'http://x' }));
    expect(c.get(ApiGateway)).toBeInstanceOf(AxiosApiGateway);
    expect(c.get(ApiGateway)).toBe(c.get(ApiGateway));
    expect(c.get(TokenStore)).toBe(tokens);
    expect(c.get(KeyValueStorage)).toBe(storage);
    expect(c.get(CookieJar)).toBeInstanceOf(MemoryCookieJar);
    expect(c.get(Timer)).toBeInstanceOf(SystemTimer);
    expect(c.get(Clock)).toBeInstanceOf(SystemClock);
    expect(c.get(UserInfoSource)).toBe(c.get(SelectionStore));
    expect(c.get(TokenRefresher)).toBe(c.get(TokenRefresher));
    expect(c.get(PageReloader)).toBeInstanceOf(MemoryPageReloader);
  });

  it('browser: localStorage, document.cookie and location come from the injected globals', () => {
    const reloads: string[] = [];
    const items = new Map<string, string>();
    const document = { cookie: '' };
    const c = withUi();
    c.loadSync(
      infrastructureModule({
        storage: 'browser',
        browser: {
          document,
          localStorage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) },
          location: { reload: () => void reloads.push('reload') },
        },
      }),
    );
    expect(c.get(TokenStore)).toBeInstanceOf(BrowserTokenStore);
    expect(c.get(KeyValueStorage)).toBeInstanceOf(LocalStorageAdapter);
    expect(c.get(CookieJar)).toBeInstanceOf(DocumentCookieJar);
    c.get<TokenStore>(TokenStore).setAccessToken('abc');
    expect(document.cookie).toBe('access_token=abc; path=/');
    c.get<PageReloader>(PageReloader).reload();
    expect(reloads).toEqual(['reload']);
    expect(c.get(SessionExpiredPrompt)).toBe(c.get(SessionExpiredPrompt));
  });

  it('keeps ports the container already has (test doubles bound first)', () => {
    const { c } = withStores();
    const timer = new ManualTimer();
    c.bind(Timer).toConstantValue(timer);
    c.loadSync(infrastructureModule());
    expect(c.get(Timer)).toBe(timer);
  });

  it('refuses memory storage when the caller bound no token store and storage', () => {
    expect(() => withUi().loadSync(infrastructureModule({ baseUrl: 'http://x' }))).toThrow(
      'infrastructureModule: without browser storage, bind KeyValueStorage and TokenStore first',
    );
  });

  it('refuses browser storage without the browser globals', () => {
    expect(() => withUi().loadSync(infrastructureModule({ storage: 'browser' }))).toThrow('needs the browser globals');
  });
});
