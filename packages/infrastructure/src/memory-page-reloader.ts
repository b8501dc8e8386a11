import { injectable } from 'inversify';
import type { PageReloader } from './page-reloader';

/** PageReloader where there is no page (Node, tests): counts the reloads asked for. */
@injectable()
export class MemoryPageReloader implements PageReloader {
  reloads = 0;

  reload(): void {
    this.reloads += 1;
  }
}
