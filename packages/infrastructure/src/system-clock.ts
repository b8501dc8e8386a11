import { injectable } from 'inversify';
import type { Clock } from '@worksite/contract';

/** Clock over `Date.now()`. */
@injectable()
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
