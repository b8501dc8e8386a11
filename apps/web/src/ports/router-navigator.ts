import type { AppNavigator } from '@worksite/view-models';

/** What the navigator needs from react-router's data router. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

/**
 * AppNavigator port on react-router (client-side go/replace) and window.location (full reload).
 * The router is attached after it is created, since the router's pages resolve view-models first.
 */
export class RouterNavigator implements AppNavigator {
  private router: RouterLike | undefined;
  private pending: { address: string; replace: boolean } | undefined;

  constructor(private readonly location: Pick<Location, 'reload' | 'assign'>) {}

  attach(router: RouterLike): void {
    this.router = router;
    if (this.pending !== undefined) {
      const { address, replace } = this.pending;
      this.pending = undefined;
      void router.navigate(address, { replace });
    }
  }

  go(address: string): void {
    this.navigate(address, false);
  }

  replace(address: string): void {
    this.navigate(address, true);
  }

  reload(address?: string): void {
    if (address === undefined) this.location.reload();
    else this.location.assign(address);
  }

  private navigate(address: string, replace: boolean): void {
    if (this.router === undefined) this.pending = { address, replace };
    else void this.router.navigate(address, { replace });
  }
}
