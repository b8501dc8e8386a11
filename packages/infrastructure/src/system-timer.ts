import { injectable } from 'inversify';
import type { Timer, TimerHandle } from '@worksite/contract';
import { platformTimers } from './platform';

/** Timer over the platform's setInterval/setTimeout (browser and Node alike). */
@injectable()
export class SystemTimer implements Timer {
  setInterval(callback: () => void, ms: number): TimerHandle {
    return platformTimers.setInterval(callback, ms);
  }

  clearInterval(handle: TimerHandle): void {
    platformTimers.clearInterval(handle);
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return platformTimers.setTimeout(callback, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    platformTimers.clearTimeout(handle);
  }
}
