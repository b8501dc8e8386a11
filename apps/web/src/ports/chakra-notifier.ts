import type { Notifier, NotifyOptions } from '@worksite/contract';
import { observable, runInAction } from 'mobx';

const DEFAULT_MS = 3000;

type ToastType = 'success' | 'error' | 'warning' | 'info';
type ToasterModule = typeof import('../dialogs/toaster');

/**
 * Notifier port on Chakra toasts (SPEC §8: errors stay 5 s, set by the caller's options). The toast machinery
 * loads with the first message (docs/decisions/0092); <AppToaster/> mounts once `used` turns true.
 */
export class ChakraNotifier implements Notifier {
  /** True once a message was shown: the toaster view is mounted from then on. */
  readonly used = observable.box(false);
  private module: Promise<ToasterModule> | undefined;

  success(message: string, options?: NotifyOptions): void {
    this.show('success', message, options);
  }
  error(message: string, options?: NotifyOptions): void {
    this.show('error', message, options);
  }
  warning(message: string, options?: NotifyOptions): void {
    this.show('warning', message, options);
  }
  info(message: string, options?: NotifyOptions): void {
    this.show('info', message, options);
  }

  private show(type: ToastType, title: string, options?: NotifyOptions): void {
    this.module ??= import('../dialogs/toaster');
    runInAction(() => this.used.set(true));
    void this.module.then(({ toaster }) => {
      toaster.create({ type, title, duration: options?.durationMs ?? DEFAULT_MS, closable: true });
    });
  }
}
