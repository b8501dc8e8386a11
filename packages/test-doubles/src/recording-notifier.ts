import type { Notifier, NotifyOptions } from '@worksite/contract';

/** One toast a RecordingNotifier saw. */
export interface RecordedToast {
  readonly level: 'success' | 'error' | 'warning' | 'info';
  readonly message: string;
  readonly durationMs?: number;
  readonly key?: string;
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

  /**
   * What a screen would still show: every toast but those a later toast of the same key replaced
   * (NotifyOptions.key), in order.
   */
  showing(): string[] {
    return this.toasts
      .filter((t, i) => t.key === undefined || !this.toasts.slice(i + 1).some((later) => later.key === t.key))
      .map((t) => t.message);
  }

  /** Messages of one level (all levels when omitted), in order. */
  messages(level?: RecordedToast['level']): string[] {
    return this.toasts.filter((t) => level === undefined || t.level === level).map((t) => t.message);
  }

  clear(): void {
    this.toasts.length = 0;
  }

  private record(level: RecordedToast['level'], message: string, options?: NotifyOptions): void {
    this.toasts.push({
      level,
      message,
      ...(options?.durationMs === undefined ? {} : { durationMs: options.durationMs }),
      ...(options?.key === undefined ? {} : { key: options.key }),
    });
  }
}
