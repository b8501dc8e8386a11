import type { Notifier, NotifyOptions } from '@worksite/contract';

/** One toast shown. */
export interface Toast {
  readonly kind: 'success' | 'error' | 'warning' | 'info';
  readonly message: string;
  readonly options?: NotifyOptions;
}

/** Notifier that records every toast. */
export class RecordingNotifier implements Notifier {
  readonly toasts: Toast[] = [];

  success(message: string, options?: NotifyOptions): void {
    this.toasts.push({ kind: 'success', message, options });
  }

  error(message: string, options?: NotifyOptions): void {
    this.toasts.push({ kind: 'error', message, options });
  }

  warning(message: string, options?: NotifyOptions): void {
    this.toasts.push({ kind: 'warning', message, options });
  }

  info(message: string, options?: NotifyOptions): void {
    this.toasts.push({ kind: 'info', message, options });
  }

  /** Messages of one kind, in order. */
  messages(kind?: Toast['kind']): string[] {
    return this.toasts.filter((t) => kind === undefined || t.kind === kind).map((t) => t.message);
  }

  clear(): void {
    this.toasts.length = 0;
  }
}
