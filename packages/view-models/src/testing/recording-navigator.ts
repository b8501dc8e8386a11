import type { AppNavigator } from '../ports/app-navigator';

/** One navigation made. */
export interface Navigation {
  readonly kind: 'go' | 'replace' | 'reload';
  readonly address: string | undefined;
}

/** AppNavigator that records navigations. */
export class RecordingNavigator implements AppNavigator {
  readonly navigations: Navigation[] = [];

  go(address: string): void {
    this.navigations.push({ kind: 'go', address });
  }

  replace(address: string): void {
    this.navigations.push({ kind: 'replace', address });
  }

  reload(address?: string): void {
    this.navigations.push({ kind: 'reload', address });
  }

  get last(): Navigation | undefined {
    return this.navigations[this.navigations.length - 1];
  }
}
