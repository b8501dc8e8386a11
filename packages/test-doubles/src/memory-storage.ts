import type { KeyValueStorage } from '@worksite/contract';

/** KeyValueStorage in a map: the test double of localStorage and of the cookie store. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | undefined {
    return this.items.get(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  /** The stored keys, in insertion order. */
  keys(): string[] {
    return [...this.items.keys()];
  }
}
