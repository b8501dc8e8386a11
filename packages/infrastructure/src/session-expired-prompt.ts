import { inject, injectable } from 'inversify';
import { ConfirmDialog } from '@worksite/contract';
import { messages } from './messages';
import { PageReloader } from './page-reloader';
import { SessionReset } from './session-reset';

/**
 * The 离线提示 dialog of SPEC §8. Shown once at a time: requests failing together while it is open join it.
 * On 重新登录 the session is reset and the page reloads; 取消 leaves everything as it is.
 */
@injectable()
export class SessionExpiredPrompt {
  private open: Promise<void> | undefined;

  constructor(
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(SessionReset) private readonly session: SessionReset,
    @inject(PageReloader) private readonly reloader: PageReloader,
  ) {}

  /** Opens the dialog unless it is already open; resolves when it has been answered. */
  show(): Promise<void> {
    this.open ??= this.ask().finally(() => {
      this.open = undefined;
    });
    return this.open;
  }

  /** Resolves once no dialog is open. */
  idle(): Promise<void> {
    return this.open ?? Promise.resolve();
  }

  private async ask(): Promise<void> {
    const confirmed = await this.dialog
      .confirm({
        title: messages.sessionExpiredTitle,
        message: messages.sessionExpired,
        confirmText: messages.relogin,
        cancelText: messages.cancel,
        tone: 'warning',
      })
      .catch(() => false);
    if (!confirmed) return;
    this.session.reset();
    this.reloader.reload();
  }
}
