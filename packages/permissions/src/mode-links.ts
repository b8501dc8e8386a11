import { messages } from './messages';
import { screenEntryTarget } from './screen-entry-points';
import type { ScreenListKind } from './screen-menus';

/** UserAuthType of SPEC §1: 0 enterprise, 1 government, 2 project. */
export type UserAuthType = 0 | 1 | 2;

/** A header link to a back office or a large screen (SPEC §2.4). */
export interface ModeLink {
  readonly kind: 'backOffice' | 'largeScreen';
  readonly label: string;
  readonly target: string;
}

/** Back-office mode query flag per user type (SPEC §2.1 /backHome variants). */
export const BACK_OFFICE_MODE_QUERY: Readonly<Record<UserAuthType, string>> = {
  0: 'enterpid1',
  1: 'governmentid1',
  2: 'pjctid1',
};

const SCREEN_OF: Readonly<Record<UserAuthType, ScreenListKind>> = { 0: 'enterprise', 1: 'supervisory', 2: 'project' };

const LABELS: Readonly<Record<UserAuthType, readonly [string, string]>> = {
  0: [messages.enterpriseBackOffice, messages.enterpriseLargeScreen],
  1: [messages.supervisoryBackOffice, messages.supervisoryLargeScreen],
  2: [messages.projectBackOffice, messages.projectLargeScreen],
};

const isUserAuthType = (v: number | undefined): v is UserAuthType => v === 0 || v === 1 || v === 2;

/** The viewer's own kind of large screen: 0 enterprise, 1 supervisory (government), 2 project; undefined when unknown. */
export function screenListOfUserType(userAuthType: number | undefined): ScreenListKind | undefined {
  return isUserAuthType(userAuthType) ? SCREEN_OF[userAuthType] : undefined;
}

/**
 * SPEC §2.4 mode links: type 2 project back office + project big screen, 0 enterprise, 1 supervision.
 * Back office `/backHome?<flag>=1`, large screen its entry point with sortId; unknown type → none.
 */
export function modeLinks(userAuthType: number | undefined): ModeLink[] {
  if (!isUserAuthType(userAuthType)) return [];
  const [backOffice, largeScreen] = LABELS[userAuthType];
  return [
    { kind: 'backOffice', label: backOffice, target: `/backHome?${BACK_OFFICE_MODE_QUERY[userAuthType]}=1` },
    { kind: 'largeScreen', label: largeScreen, target: screenEntryTarget(SCREEN_OF[userAuthType]) },
  ];
}
