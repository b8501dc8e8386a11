import { ContainerModule } from 'inversify';
import { ApiGateway, Clock, FileTransfer, KeyValueStorage, Timer, TokenStore } from '@worksite/contract';
import { AxiosApiGateway } from './axios-api-gateway';
import { CallActivity } from './call-activity';
import { AxiosEndpointTransport } from './axios-endpoint-transport';
import { AxiosFileTransfer } from './axios-file-transfer';
import { BrowserGlobals } from './browser-globals';
import { BrowserTokenStore } from './browser-token-store';
import { CookieJar } from './cookie-jar';
import { DocumentCookieJar } from './document-cookie-jar';
import { InfrastructureOptions } from './infrastructure-options';
import { LocalStorageAdapter } from './local-storage-adapter';
import { LocationPageReloader } from './location-page-reloader';
import { MemoryCookieJar } from './memory-cookie-jar';
import { MemoryPageReloader } from './memory-page-reloader';
import { PageReloader } from './page-reloader';
import { SelectionStore } from './selection-store';
import { SessionExpiredPrompt } from './session-expired-prompt';
import { SessionReset } from './session-reset';
import { SystemClock } from './system-clock';
import { SystemTimer } from './system-timer';
import { TokenRefresher } from './token-refresher';
import { UserInfoSource } from './user-info-source';

/**
 * Binds the infrastructure: ApiGateway, FileTransfer (the Excel calls' bytes), TokenStore and KeyValueStorage (browser storage), CookieJar, SelectionStore
 * (also as UserInfoSource), the session-expired prompt, the token refresher, and Timer/Clock/PageReloader unless the
 * container already has them (tests bind ManualTimer first). Without browser storage the caller binds TokenStore and
 * KeyValueStorage first (tests: the doubles of @worksite/test-doubles). Notifier and ConfirmDialog
 * are UI: the app (or a test) binds them. Everything stateful is a singleton on purpose: one token, one dialog,
 * one refresh at a time.
 */
export function infrastructureModule(options: InfrastructureOptions = {}): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    const browser = options.storage === 'browser';
    if (browser && options.browser === undefined) throw new Error('infrastructureModule: storage "browser" needs the browser globals');
    bind(InfrastructureOptions).toConstantValue(options);
    if (options.browser !== undefined) bind(BrowserGlobals).toConstantValue(options.browser);

    if (!browser && !(isBound(KeyValueStorage) && isBound(TokenStore))) {
      throw new Error('infrastructureModule: without browser storage, bind KeyValueStorage and TokenStore first');
    }
    if (!isBound(KeyValueStorage)) bind(KeyValueStorage).to(LocalStorageAdapter).inSingletonScope();
    if (!isBound(CookieJar)) bind(CookieJar).to(browser ? DocumentCookieJar : MemoryCookieJar).inSingletonScope();
    if (!isBound(TokenStore)) bind(TokenStore).to(BrowserTokenStore).inSingletonScope();
    if (!isBound(Timer)) bind(Timer).to(SystemTimer).inSingletonScope();
    if (!isBound(Clock)) bind(Clock).to(SystemClock).inSingletonScope();
    if (!isBound(PageReloader)) bind(PageReloader).to(browser ? LocationPageReloader : MemoryPageReloader).inSingletonScope();

    bind(SelectionStore).toSelf().inSingletonScope();
    bind(UserInfoSource).toService(SelectionStore);
    bind(SessionReset).toSelf().inSingletonScope();
    bind(SessionExpiredPrompt).toSelf().inSingletonScope();
    bind(CallActivity).toSelf().inSingletonScope();
    bind(AxiosEndpointTransport).toSelf().inSingletonScope();
    bind(TokenRefresher).toSelf().inSingletonScope();
    bind(AxiosApiGateway).toSelf().inSingletonScope();
    bind(ApiGateway).toService(AxiosApiGateway);
    bind(AxiosFileTransfer).toSelf().inSingletonScope();
    bind(FileTransfer).toService(AxiosFileTransfer);
  });
}
