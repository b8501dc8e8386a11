import { injectable } from 'inversify';
import type { KeyValueStorage } from '@worksite/contract';

/** KeyValueStorage in a map: Node, tests and the server side. */
@injectable()
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

  /** The stored keys, for tests and diagnostics. */
  keys(): string[] {
    return [...this.items.keys()];
  }
}
