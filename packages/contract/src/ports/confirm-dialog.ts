/** What a confirm dialog shows (SPEC §8: 离线提示 / 提示 with 确定 and 取消). */
export interface ConfirmRequest {
  readonly title: string;
  readonly message: string;
  /** Label of the confirming button, e.g. 确定 or 重新登录. */
  readonly confirmText: string;
  /** Label of the cancelling button, e.g. 取消; absent for an alert with one button. */
  readonly cancelText?: string;
  readonly tone?: 'info' | 'warning' | 'error';
}

/** Asks the user to confirm; resolves true on confirm, false on cancel or close. */
export interface ConfirmDialog {
  confirm(request: ConfirmRequest): Promise<boolean>;
}
/** Injection token of the ConfirmDialog port. */
export const ConfirmDialog: unique symbol = Symbol.for('ConfirmDialog');
