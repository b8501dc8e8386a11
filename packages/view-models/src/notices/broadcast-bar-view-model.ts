import { Timer, type Notice, type NoticeType, type TimerHandle } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** The broadcast bar hides itself after this many ms (SPEC §2.4, §9). */
export const BROADCAST_HIDE_MS = 50_000;
/** Default duration of one scroll of the bar's text, seconds (SPEC §2.4, §9). */
export const BROADCAST_SCROLL_SECONDS = 13;

/** The notice type the bar announces: 3 broadcast (1 message and 2 alarm are not; docs/decisions/0192). */
export const BROADCAST_NOTICE_TYPE: NoticeType = 3;
/** Space between two notices when several are announced at once (two ideographic spaces). */
const BROADCAST_SEPARATOR = '\u3000\u3000';

/** The bar's text for one notice: `title：content`, or the title alone. */
export function broadcastText(notice: Notice): string {
  const content = notice.content?.trim() ?? '';
  return content === '' ? notice.title : `${notice.title}：${content}`;
}

/**
 * The broadcast notice bar: shows a text, scrolls it (13 s by default) and hides after 50 s. `announce`
 * is its trigger: unread broadcast notices it has not announced yet to this viewer show, newest first.
 */
@injectable()
export class BroadcastBarViewModel {
  text = '';
  visible = false;
  scrollSeconds = BROADCAST_SCROLL_SECONDS;
  private handle: TimerHandle | undefined = undefined;
  /** Ids already announced, for `viewer` (another user signing in starts afresh). */
  private announced = new Set<number>();
  private viewer: number | undefined = undefined;

  constructor(@inject(Timer) private readonly timer: Timer) {
    makeAutoObservable<BroadcastBarViewModel, 'timer' | 'handle' | 'announced' | 'viewer'>(
      this,
      { timer: false, handle: false, announced: false, viewer: false },
      { autoBind: true },
    );
  }

  /**
   * The trigger (docs/decisions/0192): given the unread list just loaded, shows the unread broadcast
   * notices not yet announced to `viewer` (newest first). True when the bar was shown.
   */
  announce(unread: readonly Notice[], viewer?: number): boolean {
    if (viewer !== this.viewer) {
      this.announced = new Set();
      this.viewer = viewer;
    }
    const fresh = unread
      .filter((n) => n.noticeType === BROADCAST_NOTICE_TYPE && n.sysNoticeIsRead !== 1 && !this.announced.has(n.id))
      .sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? '') || b.id - a.id);
    if (fresh.length === 0) return false;
    for (const n of fresh) this.announced.add(n.id);
    this.show(fresh.map(broadcastText).join(BROADCAST_SEPARATOR));
    return true;
  }

  /** Shows `text`; the 50 s countdown starts again. */
  show(text: string, scrollSeconds: number = BROADCAST_SCROLL_SECONDS): void {
    this.text = text;
    this.scrollSeconds = scrollSeconds > 0 ? scrollSeconds : BROADCAST_SCROLL_SECONDS;
    this.visible = true;
    this.cancelTimer();
    this.handle = this.timer.setTimeout(() => this.hide(), BROADCAST_HIDE_MS);
  }

  hide(): void {
    this.visible = false;
    this.cancelTimer();
  }

  /** Stops the countdown (the component unmounts). */
  dispose(): void {
    this.cancelTimer();
  }

  private cancelTimer(): void {
    if (this.handle !== undefined) this.timer.clearTimeout(this.handle);
    this.handle = undefined;
  }
}
