import type { Notifier, NotifyOptions } from '@worksite/contract';

/** One toast a RecordingNotifier saw. */
export interface RecordedToast {
  readonly level: 'success' | 'error' | 'warning' | 'info';
  readonly message: string;
  readonly durationMs?: number;
}

/** Notifier that records every toast instead of showing it. */
export class RecordingNotifier implements Notifier {
  readonly toasts: RecordedToast[] = [];

  success(message: string, options?: NotifyOptions): void {
    this.record('success', message, options);
  }

  error(message: string, options?: NotifyOptions): void {
    this.record('error', message, options);
  }

  warning(message: string, options?: NotifyOptions): void {
    this.record('warning', message, options);
  }

  info(message: string, options?: NotifyOptions): void {
    this.record('info', message, options);
  }

  /** Messages of one level (all levels when omitted), in order. */
  messages(level?: RecordedToast['level']): string[] {
    return this.toasts.filter((t) => level === undefined || t.level === level).map((t) => t.message);
  }

  clear(): void {
    this.toasts.length = 0;
  }

  private record(level: RecordedToast['level'], message: string, options?: NotifyOptions): void {
    this.toasts.push({ level, message, ...(options?.durationMs === undefined ? {} : { durationMs: options.durationMs }) });
  }
}
