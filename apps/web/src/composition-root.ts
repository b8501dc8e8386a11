import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { ConfirmDialog, Notifier } from '@worksite/contract';
import { infrastructureModule } from '@worksite/infrastructure';
import { AppNavigator, CookieStorage, DataUrlReader, FileSaver, bindAppContainer, confirmDiscard } from '@worksite/view-models';
import { EAGER_VIEW_MODEL_MODULES } from './di/view-model-areas';
import { BrowserFileSaver } from './ports/browser-file-saver';
import { ChakraNotifier } from './ports/chakra-notifier';
import { DialogConfirm } from './ports/dialog-confirm';
import { DocumentCookieStorage } from './ports/document-cookie-storage';
import { FileReaderDataUrl } from './ports/file-reader-data-url';
import { RouterNavigator } from './ports/router-navigator';
import { guardedBrowserHistory } from './ports/guarded-history';
import { LeaveGuard } from './ports/leave-guard';

/** The app's one container plus the port implementations the React tree needs directly. */
export interface CompositionRoot {
  readonly container: Container;
  readonly navigator: RouterNavigator;
  readonly confirmDialog: DialogConfirm;
  readonly notifier: ChakraNotifier;
  /** Unsaved input asks before the page is left (docs/decisions/0591); the router's history goes through it. */
  readonly leaveGuard: LeaveGuard;
  readonly history: ReturnType<typeof guardedBrowserHistory>;
}

/**
 * The one composition root (STYLE #5): the infrastructure (axios gateway, browser token store, localStorage,
 * SPEC §8 interceptors) and every view-model module, plus the web's own ports: Chakra toasts as Notifier,
 * a Chakra dialog as ConfirmDialog, react-router as AppNavigator (window.location for reloads), the sidebar
 * cookie, FileReader and the browser download of files (FileSaver). View-model areas: EAGER_VIEW_MODEL_MODULES.
 */
export function createCompositionRoot(win: Window = window): CompositionRoot {
  const container = new Container();
  const navigator = new RouterNavigator(win.location);
  const confirmDialog = new DialogConfirm();
  const notifier = new ChakraNotifier();
  const leaveGuard = new LeaveGuard(() => confirmDiscard(confirmDialog));
  leaveGuard.attach(win);
  container.bind(LeaveGuard).toConstantValue(leaveGuard);
  container.bind(Notifier).toConstantValue(notifier);
  container.bind(ConfirmDialog).toConstantValue(confirmDialog);
  container.bind(AppNavigator).toConstantValue(navigator);
  container.bind(CookieStorage).toConstantValue(new DocumentCookieStorage(win.document));
  container.bind(DataUrlReader).toConstantValue(new FileReaderDataUrl());
  container.bind(FileSaver).toConstantValue(new BrowserFileSaver(win.document));
  // The record pages' factory makes each page's view-models in a child container of this one (0461).
  bindAppContainer(container);
  container.loadSync(
    infrastructureModule({
      storage: 'browser',
      browser: { localStorage: win.localStorage, document: win.document, location: win.location },
    }),
    ...EAGER_VIEW_MODEL_MODULES,
  );
  return { container, navigator, confirmDialog, notifier, leaveGuard, history: guardedBrowserHistory(win, leaveGuard) };
}
