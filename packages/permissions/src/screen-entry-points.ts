import type { ScreenListKind } from './screen-menus';

/** A large-screen entry point and the sortId it opens with (SPEC §2.1). */
export interface ScreenEntryPoint {
  readonly list: ScreenListKind;
  readonly path: string;
  readonly sortId: number;
}

/** The three entry points of SPEC §2.1, by list. */
export const SCREEN_ENTRY_POINTS: Readonly<Record<ScreenListKind, ScreenEntryPoint>> = {
  enterprise: { list: 'enterprise', path: '/LargeScreen/EnterpriseScreen/overview', sortId: 1 },
  supervisory: { list: 'supervisory', path: '/LargeScreen/SupervisoryScreen/overview', sortId: 101 },
  project: { list: 'project', path: '/LargeScreen/ProjectScreen/projectOverview', sortId: 21 },
};

/** Address of a list's entry point with its sortId, e.g. `/LargeScreen/EnterpriseScreen/overview?sortId=1`. */
export function screenEntryTarget(list: ScreenListKind): string {
  const entry = SCREEN_ENTRY_POINTS[list];
  return `${entry.path}?sortId=${entry.sortId}`;
}
