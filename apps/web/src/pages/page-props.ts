/** What every page gets: its title (menu or fixed route) and, for a menu-built route, its page keys. */
export interface PageProps {
  readonly title: string;
  /** First-level page key (permission tree), when opened from a menu-built route. */
  readonly pageKey?: string;
  /** Sub-page key, when opened from a menu-built route. */
  readonly subPageKey?: string;
}
