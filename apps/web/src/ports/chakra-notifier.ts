import type { Notifier, NotifyOptions } from '@worksite/contract';
import { observable, runInAction } from 'mobx';

const DEFAULT_MS = 3000;

type ToastType = 'success' | 'error' | 'warning' | 'info';
type ToasterModule = typeof import('../widgets/toaster');

/**
 * Notifier port on Chakra toasts (SPEC §8: errors stay 5 s, set by the caller's options). The toast machinery
 * loads with the first message (docs/decisions/0092); <AppToaster/> mounts once `used` turns true. A keyed
 * message removes the one of its key still showing (docs/decisions/0391).
 */
export class ChakraNotifier implements Notifier {
  /** True once a message was shown: the toaster view is mounted from then on. */
  readonly used = observable.box(false);
  private module: Promise<ToasterModule> | undefined;
  /** The toast showing per NotifyOptions.key, removed when the next of its key comes. */
  private readonly byKey = new Map<string, string>();

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
    this.module ??= import('../widgets/toaster');
    runInAction(() => this.used.set(true));
    void this.module.then(({ toaster }) => {
      const key = options?.key;
      const before = key === undefined ? undefined : this.byKey.get(key);
      if (before !== undefined) toaster.remove(before);
      const id = toaster.create({ type, title, duration: options?.durationMs ?? DEFAULT_MS, closable: true });
      if (key !== undefined) this.byKey.set(key, id);
    });
  }
}
