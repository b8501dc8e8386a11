import { Clock, Timer, type TimerHandle } from '@worksite/contract';
import { siteClockParts, siteDateText, siteTimeText, type SiteClockParts } from '@worksite/validators';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CLOCK_TICK_MS } from './large-screen-constants';
import { screenMessages } from './large-screen-messages';

/**
 * The header clock of SPEC §2.5: date, time and weekday in site time (Asia/Shanghai, docs/decisions/0390),
 * whatever the browser's zone, ticking every second (SPEC §9) while started.
 */
@injectable()
export class ScreenClockViewModel {
  now: number;
  private handle: TimerHandle | undefined = undefined;

  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(Timer) private readonly timer: Timer,
  ) {
    this.now = clock.now();
    makeAutoObservable<ScreenClockViewModel, 'clock' | 'timer' | 'handle' | 'parts'>(this, { clock: false, timer: false, handle: false, parts: true }, { autoBind: true });
  }

  private get parts(): SiteClockParts {
    return siteClockParts(this.now);
  }

  /** `yyyy-mm-dd` on site */
  get date(): string {
    return siteDateText(this.parts);
  }

  /** `HH:MM:SS` on site */
  get time(): string {
    return siteTimeText(this.parts);
  }

  /** 星期一 … 星期日 on site */
  get weekday(): string {
    return screenMessages.weekdays[this.parts.weekday] ?? '';
  }

  get running(): boolean {
    return this.handle !== undefined;
  }

  /** Starts ticking (idempotent). */
  start(): void {
    this.tick();
    if (this.handle === undefined) this.handle = this.timer.setInterval(this.tick, CLOCK_TICK_MS);
  }

  stop(): void {
    if (this.handle !== undefined) this.timer.clearInterval(this.handle);
    this.handle = undefined;
  }

  tick(): void {
    this.now = this.clock.now();
  }
}
