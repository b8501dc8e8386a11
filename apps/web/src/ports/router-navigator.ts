import type { AppNavigator } from '@worksite/view-models';

/** What the navigator needs from react-router: its `navigate`. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

/**
 * AppNavigator port on react-router (client-side go/replace) and window.location (full reload).
 * `navigate` arrives once <BrowserRouter> renders; a navigation asked for before that is kept and done then.
 */
export class RouterNavigator implements AppNavigator {
  private router: RouterLike | undefined;
  private pending: { address: string; replace: boolean } | undefined;

  constructor(private readonly location: Pick<Location, 'reload' | 'assign'>) {}

  /** Hands over react-router's navigate function (from inside <BrowserRouter>). */
  readonly attachNavigate = (navigate: RouterLike['navigate']): void => {
    this.attach({ navigate });
  };

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
