import { inject, injectable } from 'inversify';
import { BrowserGlobals } from './browser-globals';
import type { PageReloader } from './page-reloader';

/** Reloads through the injected `window.location`. */
@injectable()
export class LocationPageReloader implements PageReloader {
  constructor(@inject(BrowserGlobals) private readonly globals: BrowserGlobals) {}

  reload(): void {
    this.globals.location.reload();
  }
}
