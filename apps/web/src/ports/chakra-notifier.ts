import { createToaster } from '@chakra-ui/react';
import type { Notifier, NotifyOptions } from '@worksite/contract';

/** The one toaster of the app; rendered by <AppToaster/>. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

const DEFAULT_MS = 3000;

/** Notifier port on Chakra toasts (SPEC §8: errors stay 5 s, set by the caller's options). */
export class ChakraNotifier implements Notifier {
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
  private show(type: 'success' | 'error' | 'warning' | 'info', message: string, options?: NotifyOptions): void {
    toaster.create({ type, title: message, duration: options?.durationMs ?? DEFAULT_MS, closable: true });
  }
}
