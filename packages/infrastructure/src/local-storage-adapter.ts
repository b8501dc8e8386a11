import { inject, injectable } from 'inversify';
import type { KeyValueStorage } from '@worksite/contract';
import { BrowserGlobals } from './browser-globals';

/** KeyValueStorage over the browser's localStorage; a refused write (quota, private mode) is ignored. */
@injectable()
export class LocalStorageAdapter implements KeyValueStorage {
  constructor(@inject(BrowserGlobals) private readonly globals: BrowserGlobals) {}

  getItem(key: string): string | undefined {
    return this.globals.localStorage.getItem(key) ?? undefined;
  }

  setItem(key: string, value: string): void {
    try {
      this.globals.localStorage.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the selection is simply not remembered across reloads.
    }
  }

  removeItem(key: string): void {
    this.globals.localStorage.removeItem(key);
  }
}
