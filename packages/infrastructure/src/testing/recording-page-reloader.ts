import { injectable } from 'inversify';
import type { PageReloader } from '../page-reloader';

/** Test PageReloader: counts reloads. */
@injectable()
export class RecordingPageReloader implements PageReloader {
  reloads = 0;

  reload(): void {
    this.reloads += 1;
  }
}
