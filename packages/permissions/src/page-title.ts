import { messages } from './messages';

/** SPEC §2.3: `<route title> - <platform title>`; just the platform title when the route has none. */
export function pageTitle(routeTitle: string | undefined, platformTitle: string = messages.platformTitle): string {
  return routeTitle ? `${routeTitle} - ${platformTitle}` : platformTitle;
}
