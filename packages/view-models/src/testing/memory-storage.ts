import type { KeyValueStorage } from '@worksite/contract';

/** KeyValueStorage in a Map: the test double of localStorage and of the cookie store. */
export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();

  getItem(key: string): string | undefined {
    return this.values.get(key);
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }
}
