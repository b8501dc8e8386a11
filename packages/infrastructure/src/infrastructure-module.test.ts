import 'reflect-metadata';
import { Container } from 'inversify';
import { ApiGateway, Clock, ConfirmDialog, KeyValueStorage, Notifier, Timer, TokenStore } from '@worksite/contract';
import { AxiosApiGateway } from './axios-api-gateway';
import { BrowserTokenStore } from './browser-token-store';
import { CookieJar } from './cookie-jar';
import { DocumentCookieJar } from './document-cookie-jar';
import { infrastructureModule } from './infrastructure-module';
import { LocalStorageAdapter } from './local-storage-adapter';
import { MemoryCookieJar } from './memory-cookie-jar';
import { MemoryPageReloader } from './memory-page-reloader';
import { MemoryStorage } from './memory-storage';
import { MemoryTokenStore } from './memory-token-store';
import { PageReloader } from './page-reloader';
import { SelectionStore } from './selection-store';
import { SessionExpiredPrompt } from './session-expired-prompt';
import { SystemClock } from './system-clock';
import { SystemTimer } from './system-timer';
import { TokenRefresher } from './token-refresher';
import { UserInfoSource } from './user-info-source';
import { ManualTimer } from './testing/manual-timer';
import { RecordingNotifier } from './testing/recording-notifier';
import { ScriptedConfirmDialog } from './testing/scripted-confirm-dialog';

function withUi(): Container {
  const c = new Container();
  c.bind(Notifier).toConstantValue(new RecordingNotifier());
  c.bind(ConfirmDialog).toConstantValue(new ScriptedConfirmDialog());
  return c;
}

describe('infrastructureModule', () => {
  it('memory: binds the gateway, memory stores, system time, and singletons on purpose', () => {
    const c = withUi();
    c.loadSync(infrastructureModule({ baseUrl: 'http://x' }));
    expect(c.get(ApiGateway)).toBeInstanceOf(AxiosApiGateway);
    expect(c.get(ApiGateway)).toBe(c.get(ApiGateway));
    expect(c.get(TokenStore)).toBeInstanceOf(MemoryTokenStore);
    expect(c.get(KeyValueStorage)).toBeInstanceOf(MemoryStorage);
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
    const c = withUi();
    const timer = new ManualTimer();
    c.bind(Timer).toConstantValue(timer);
    c.loadSync(infrastructureModule());
    expect(c.get(Timer)).toBe(timer);
  });

  it('refuses browser storage without the browser globals', () => {
    expect(() => withUi().loadSync(infrastructureModule({ storage: 'browser' }))).toThrow('needs the browser globals');
  });
});

describe('ManualTimer', () => {
  it('runs intervals and timeouts as time is advanced', () => {
    const timer = new ManualTimer();
    const seen: string[] = [];
    const every = timer.setInterval(() => seen.push(`i${timer.now()}`), 100);
    timer.setTimeout(() => seen.push(`t${timer.now()}`), 150);
    timer.advance(250);
    expect(seen).toEqual(['i100', 't150', 'i200']);
    timer.clearInterval(every);
    timer.advance(1000);
    expect(seen).toHaveLength(3);
    expect(timer.pending).toBe(0);
  });
});
