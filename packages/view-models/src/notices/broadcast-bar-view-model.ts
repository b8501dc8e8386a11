import { Timer, type TimerHandle } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** The broadcast bar hides itself after this many ms (SPEC §2.4, §9). */
export const BROADCAST_HIDE_MS = 50_000;
/** Default duration of one scroll of the bar's text, seconds (SPEC §2.4, §9). */
export const BROADCAST_SCROLL_SECONDS = 13;

/** The broadcast notice bar: shows a text, scrolls it (13 s by default) and hides after 50 s. */
@injectable()
export class BroadcastBarViewModel {
  text = '';
  visible = false;
  scrollSeconds = BROADCAST_SCROLL_SECONDS;
  private handle: TimerHandle | undefined = undefined;

  constructor(@inject(Timer) private readonly timer: Timer) {
    makeAutoObservable<BroadcastBarViewModel, 'timer' | 'handle'>(this, { timer: false, handle: false }, { autoBind: true });
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
