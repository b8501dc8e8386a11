import { Clock, Timer, type TimerHandle } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CLOCK_TICK_MS } from './large-screen-constants';
import { screenMessages } from './large-screen-messages';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The header clock of SPEC §2.5: date, time and weekday in local time, ticking every second (SPEC §9)
 * while started.
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
    makeAutoObservable<ScreenClockViewModel, 'clock' | 'timer' | 'handle'>(this, { clock: false, timer: false, handle: false }, { autoBind: true });
  }

  /** `yyyy-mm-dd` */
  get date(): string {
    const d = new Date(this.now);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }

  /** `HH:MM:SS` */
  get time(): string {
    const d = new Date(this.now);
    return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }

  /** 星期一 … 星期日 */
  get weekday(): string {
    return screenMessages.weekdays[new Date(this.now).getDay()] ?? '';
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
