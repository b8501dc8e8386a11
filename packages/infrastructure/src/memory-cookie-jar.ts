import { injectable } from 'inversify';
import type { CookieJar } from './cookie-jar';

/** Cookies kept in a map: Node, the server side and tests. Lifetimes are not enforced. */
@injectable()
export class MemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }
}
