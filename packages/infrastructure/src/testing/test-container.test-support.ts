import 'reflect-metadata';
import { Container } from 'inversify';
import { ApiGateway, ConfirmDialog, KeyValueStorage, Notifier, Timer, Clock, TokenStore, type UserInfo } from '@worksite/contract';
import { ManualTimer, MemoryStorage, MemoryTokenStore, RecordingNotifier, ScriptedConfirmDialog } from '@worksite/test-doubles';
import { AxiosEndpointTransport } from '../axios-endpoint-transport';
import { infrastructureModule } from '../infrastructure-module';
import type { InfrastructureOptions } from '../infrastructure-options';
import { MemoryPageReloader } from '../memory-page-reloader';
import { PageReloader } from '../page-reloader';
import { SelectionStore } from '../selection-store';
import { SessionExpiredPrompt } from '../session-expired-prompt';
import { TokenRefresher } from '../token-refresher';

/** A container as a test composes it: the real infrastructure with the port doubles (and, unless browser storage, the stores) bound first. */
export function testContainer(options: InfrastructureOptions) {
  const container = new Container();
  const notifier = new RecordingNotifier();
  const dialog = new ScriptedConfirmDialog();
  const reloader = new MemoryPageReloader();
  const timer = new ManualTimer();
  container.bind(Notifier).toConstantValue(notifier);
  container.bind(ConfirmDialog).toConstantValue(dialog);
  container.bind(PageReloader).toConstantValue(reloader);
  container.bind(Timer).toConstantValue(timer);
  container.bind(Clock).toConstantValue(timer);
  if (options.storage !== 'browser') {
    container.bind(TokenStore).toConstantValue(new MemoryTokenStore());
    container.bind(KeyValueStorage).toConstantValue(new MemoryStorage());
  }
  container.loadSync(infrastructureModule(options));
  return {
    container,
    notifier,
    dialog,
    reloader,
    timer,
    gateway: container.get<ApiGateway>(ApiGateway),
    tokens: container.get<TokenStore>(TokenStore),
    selections: container.get(SelectionStore),
    prompt: container.get(SessionExpiredPrompt),
    refresher: container.get(TokenRefresher),
    transport: container.get(AxiosEndpointTransport),
  };
}

/** A minimal stored user (SPEC §3) with the given OrgDataAuthorityType and district code. */
export function storedUser(orgDataAuthorityType: number, areaCode?: string): UserInfo {
  return { UserID: 1, UserName: 'someone', OrgDataAuthorityType: orgDataAuthorityType, ...(areaCode === undefined ? {} : { AuthAreaCode: areaCode }) };
}
