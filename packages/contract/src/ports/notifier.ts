/** Options of a toast. */
export interface NotifyOptions {
  /** How long the toast stays, ms (SPEC §8: errors 5000). */
  readonly durationMs?: number;
  /**
   * Toasts of one key replace each other: a new one takes the place of the one still showing, so one action
   * shows one outcome (a delete's 删除成功! replaces the 已取消删除 of the attempt before; docs/decisions/0391).
   */
  readonly key?: string;
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
