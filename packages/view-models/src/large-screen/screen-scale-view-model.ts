import { Timer, type TimerHandle } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DESIGN_WIDTH_PX, RESIZE_THROTTLE_MS } from './large-screen-constants';
import { rootFontPx, type RootFontOptions } from './root-font-size';

/**
 * Root font size of the large screens (SPEC §9): 16 px × width / 1920, capped at 2, from the window width;
 * resize events are throttled at 100 ms (the first applies at once, the last of a burst when the window
 * closes). The component writes `rootFontPx` on `<html>`.
 */
@injectable()
export class ScreenScaleViewModel {
  width: number = DESIGN_WIDTH_PX;
  options: RootFontOptions = {};
  private handle: TimerHandle | undefined = undefined;
  private pendingWidth: number | undefined = undefined;

  constructor(@inject(Timer) private readonly timer: Timer) {
    makeAutoObservable<ScreenScaleViewModel, 'timer' | 'handle' | 'pendingWidth'>(
      this,
      { timer: false, handle: false, pendingWidth: false },
      { autoBind: true },
    );
  }

  get rootFontPx(): number {
    return rootFontPx(this.width, this.options);
  }

  /** The rule's variant (the production layout floors the width at 1024). */
  setOptions(options: RootFontOptions): void {
    this.options = options;
  }

  /** The first width, applied at once. */
  init(width: number): void {
    this.width = width;
  }

  /** A window resize: throttled at 100 ms. */
  resized(width: number): void {
    if (this.handle === undefined) {
      this.width = width;
      this.handle = this.timer.setTimeout(this.windowClosed, RESIZE_THROTTLE_MS);
    } else {
      this.pendingWidth = width;
    }
  }

  dispose(): void {
    if (this.handle !== undefined) this.timer.clearTimeout(this.handle);
    this.handle = undefined;
    this.pendingWidth = undefined;
  }

  private windowClosed(): void {
    this.handle = undefined;
    const pending = this.pendingWidth;
    this.pendingWidth = undefined;
    if (pending !== undefined) this.resized(pending);
  }
}
