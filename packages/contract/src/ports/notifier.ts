/** Options of a toast. */
export interface NotifyOptions {
  /** How long the toast stays, ms (SPEC §8: errors 5000). */
  readonly durationMs?: number;
}

/** Shows short messages to the user (toasts). */
export interface Notifier {
  success(message: string, options?: NotifyOptions): void;
  error(message: string, options?: NotifyOptions): void;
  warning(message: string, options?: NotifyOptions): void;
  info(message: string, options?: NotifyOptions): void;
}
/** Injection token of the Notifier port. */
export const Notifier: unique symbol = Symbol.for('Notifier');
