/** What a breadcrumb needs from one level of the matched route hierarchy. */
export interface BreadcrumbSource {
  readonly title?: string;
  readonly path: string;
  /** A path to go to; undefined or 'noRedirect' makes the item plain text. */
  readonly redirect?: string;
}

/** One breadcrumb item: a link when `to` is set, else plain text. */
export interface BreadcrumbItem {
  readonly title: string;
  readonly to: string | undefined;
}

/** Redirect marker of the vue-element-admin convention, read as "no redirect". */
export const NO_REDIRECT = 'noRedirect';

/**
 * SPEC §2.4: items with no redirect, and the last item, are plain text; the others link to their
 * redirect (for a menu-built parent, the first visible child: the matching menu entry). Untitled levels are skipped.
 */
export function breadcrumbItems(trail: readonly BreadcrumbSource[]): BreadcrumbItem[] {
  const titled = trail.filter((s): s is BreadcrumbSource & { title: string } => (s.title ?? '') !== '');
  return titled.map((s, i) => {
    const last = i === titled.length - 1;
    const linkable = s.redirect !== undefined && s.redirect !== '' && s.redirect !== NO_REDIRECT;
    return { title: s.title, to: !last && linkable ? s.redirect : undefined };
  });
}
