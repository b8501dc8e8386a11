import { ApiGateway, Clock, ConfirmDialog, KeyValueStorage, Notifier, Timer, TokenStore } from '@worksite/contract';
import { ManualTimer, MemoryStorage, MemoryTokenStore, RecordingNotifier, ScriptedConfirmDialog, ScriptedGateway } from '@worksite/test-doubles';
import { Container, type ContainerModule } from 'inversify';
import { AppNavigator } from '../ports/app-navigator';
import { CookieStorage } from '../ports/cookie-storage';
import { DataUrlReader } from '../ports/data-url-reader';
import { bindAppContainer } from '../support/app-container';
import { viewModelModules } from '../view-model-modules';
import { RecordingNavigator } from './recording-navigator';
import { TestDataUrlReader } from './test-data-url-reader';

/** A container with every view-model module and ordinary test implementations of the ports. */
export interface TestRig<G extends ApiGateway = ScriptedGateway> {
  readonly container: Container;
  readonly gateway: G;
  readonly storage: MemoryStorage;
  readonly cookies: MemoryStorage;
  readonly tokens: TokenStore;
  readonly notifier: RecordingNotifier;
  readonly dialog: ScriptedConfirmDialog;
  readonly navigator: RecordingNavigator;
  readonly timer: ManualTimer;
}

/** Ports a test may supply itself (the real gateway and its token store and storage, for example). */
export interface TestRigOptions<G extends ApiGateway> {
  readonly gateway?: G;
  readonly tokens?: TokenStore;
  readonly storage?: MemoryStorage;
}

/** Builds the rig; without a gateway a ScriptedGateway answers. */
export function createTestRig<G extends ApiGateway = ScriptedGateway>(options: TestRigOptions<G> = {}): TestRig<G> {
  const container = new Container();
  const rig = {
    container,
    gateway: (options.gateway ?? new ScriptedGateway()) as G,
    storage: options.storage ?? new MemoryStorage(),
    cookies: new MemoryStorage(),
    tokens: options.tokens ?? new MemoryTokenStore(),
    notifier: new RecordingNotifier(),
    dialog: new ScriptedConfirmDialog().alwaysAnswer(true),
    navigator: new RecordingNavigator(),
    timer: new ManualTimer(),
  };
  container.bind(ApiGateway).toConstantValue(rig.gateway);
  container.bind(KeyValueStorage).toConstantValue(rig.storage);
  container.bind(CookieStorage).toConstantValue(rig.cookies);
  container.bind(TokenStore).toConstantValue(rig.tokens);
  container.bind(Notifier).toConstantValue(rig.notifier);
  container.bind(ConfirmDialog).toConstantValue(rig.dialog);
  container.bind(AppNavigator).toConstantValue(rig.navigator);
  container.bind(Timer).toConstantValue(rig.timer);
  container.bind(Clock).toConstantValue(rig.timer);
  container.bind(DataUrlReader).toConstantValue(new TestDataUrlReader());
  bindAppContainer(container);
  container.loadSync(...viewModelModules);
  return rig;
}

/** A rig on a real gateway: what `createInfrastructureRig` returns. */
export interface InfrastructureRig extends Omit<TestRig<ApiGateway>, 'storage'> {
  readonly storage: KeyValueStorage;
}

/**
 * Builds a container on the real infrastructure: test doubles for the UI ports (notifier, dialog,
 * navigator, cookies, timer, data URLs) and the stores (token store, storage), then `infrastructure` (the caller's module: ApiGateway, TokenStore,
 * KeyValueStorage …; view-models may not import it, tests may), then every view-model module.
 * `bindExtra` binds what the infrastructure module needs from outside (its page reloader).
 */
export function createInfrastructureRig(infrastructure: ContainerModule, bindExtra?: (container: Container) => void): InfrastructureRig {
  const container = new Container();
  const notifier = new RecordingNotifier();
  const dialog = new ScriptedConfirmDialog().alwaysAnswer(true);
  const navigator = new RecordingNavigator();
  const timer = new ManualTimer();
  const cookies = new MemoryStorage();
  container.bind(Notifier).toConstantValue(notifier);
  container.bind(ConfirmDialog).toConstantValue(dialog);
  container.bind(AppNavigator).toConstantValue(navigator);
  container.bind(CookieStorage).toConstantValue(cookies);
  container.bind(Timer).toConstantValue(timer);
  container.bind(Clock).toConstantValue(timer);
  container.bind(DataUrlReader).toConstantValue(new TestDataUrlReader());
  container.bind(TokenStore).toConstantValue(new MemoryTokenStore());
  container.bind(KeyValueStorage).toConstantValue(new MemoryStorage());
  bindAppContainer(container);
  bindExtra?.(container);
  container.loadSync(infrastructure);
  container.loadSync(...viewModelModules);
  return {
    container,
    gateway: container.get<ApiGateway>(ApiGateway),
    storage: container.get<KeyValueStorage>(KeyValueStorage),
    tokens: container.get<TokenStore>(TokenStore),
    cookies,
    notifier,
    dialog,
    navigator,
    timer,
  };
}
