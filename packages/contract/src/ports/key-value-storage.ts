/** String key/value storage (browser localStorage, or memory in tests and on the server). */
export interface KeyValueStorage {
  getItem(key: string): string | undefined;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
/** Injection token of the KeyValueStorage port. */
export const KeyValueStorage: unique symbol = Symbol.for('KeyValueStorage');
