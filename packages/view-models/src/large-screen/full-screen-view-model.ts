import { Notifier } from '@worksite/contract';
import { routePathOf } from '@worksite/permissions';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AppNavigator } from '../ports/app-navigator';
import {
  FULL_SCREEN_KEYS,
  FULL_SCREEN_KEY_CODE,
  PRODUCTION_BACK_OFFICE_PATH,
  PRODUCTION_SCREEN_PATH,
} from './large-screen-constants';
import { screenMessages } from './large-screen-messages';
import { FullScreen } from './ports/full-screen';

/** A key press as the header hands it over. */
export interface KeyPress {
  readonly key?: string;
  readonly keyCode?: number;
}

/**
 * Full screen of SPEC §2.5/§8: the header toggle, F11 and F12 (key code 122) through the Fullscreen API,
 * 您的浏览器版本过低，不支持全屏浏览 when the browser has none, and leaving full screen on the concrete
 * production screen goes back to /ProductionScreen.
 */
@injectable()
export class FullScreenViewModel {
  active = false;
  /** The current address (the production rule needs it). */
  address = '/';
  private unsubscribe: (() => void) | undefined = undefined;
  private port: FullScreen | undefined = undefined;

  constructor(
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(FullScreen) @optional() private readonly browserFullScreen: FullScreen | undefined,
  ) {
    makeAutoObservable<FullScreenViewModel, 'port' | 'notifier' | 'navigator' | 'unsubscribe' | 'browserFullScreen'>(
      this,
      { port: observableRef, notifier: false, navigator: false, unsubscribe: false, browserFullScreen: false },
      { autoBind: true },
    );
  }

  /** False without an attached Fullscreen API, or when the browser has none. */
  get supported(): boolean {
    return this.port?.isSupported() === true;
  }

  /**
   * Uses the Fullscreen API — the container's (the browser's, bound by the lazy chunk that shows the screens) or
   * `port` (a test's) — and follows its state (Esc and the browser's own keys change it too).
   */
  attach(port: FullScreen | undefined = this.browserFullScreen): void {
    if (port === undefined) return;
    this.detach();
    this.port = port;
    this.active = port.isSupported() && port.isActive();
    if (port.isSupported()) this.unsubscribe = port.onChange(this.changed);
  }

  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  setAddress(address: string): void {
    this.address = address;
  }

  /** The header button, F11 or F12. */
  async toggle(): Promise<void> {
    const port = this.port;
    if (port === undefined || !port.isSupported()) {
      this.notifier.warning(screenMessages.fullScreenUnsupported);
      return;
    }
    try {
      if (port.isActive()) await port.exit();
      else await port.enter();
    } catch {
      // The browser refused (no user gesture, policy): nothing changed, nothing to report.
    }
  }

  /** A key press anywhere on the screen; true when it was the full-screen key (the caller prevents the default). */
  keyPressed(press: KeyPress): boolean {
    const hit = (press.key !== undefined && FULL_SCREEN_KEYS.includes(press.key)) || press.keyCode === FULL_SCREEN_KEY_CODE;
    if (hit) void this.toggle();
    return hit;
  }

  private changed(active: boolean): void {
    const left = this.active && !active;
    this.active = active;
    if (left && routePathOf(this.address) === PRODUCTION_SCREEN_PATH) this.navigator.go(PRODUCTION_BACK_OFFICE_PATH);
  }
}
