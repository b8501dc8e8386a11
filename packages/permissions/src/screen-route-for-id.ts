import { FIXED_ROUTES } from './fixed-routes';

/** Address of the `/ProjectScreen/…` screen opened by a query id of SPEC §2.1 (`/ProjectScreen/video?id=14`); undefined when the id has no route. */
export function screenRouteForId(id: number): string | undefined {
  const route = FIXED_ROUTES.find((r) => r.queryIds?.includes(id));
  return route === undefined ? undefined : `${route.path}?id=${id}`;
}
