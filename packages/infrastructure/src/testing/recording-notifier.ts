import { injectable } from 'inversify';
import type { Notifier, NotifyOptions } from '@worksite/contract';

/** One toast a RecordingNotifier saw. */
export interface RecordedToast {
  readonly level: 'success' | 'error' | 'warning' | 'info';
  readonly message: string;
  readonly durationMs?: number;
}

/** Test Notifier: records every toast instead of showing it. */
@injectable()
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

  private record(level: RecordedToast['level'], message: string, options?: NotifyOptions): void {
    this.toasts.push({ level, message, ...(options?.durationMs === undefined ? {} : { durationMs: options.durationMs }) });
  }
}
