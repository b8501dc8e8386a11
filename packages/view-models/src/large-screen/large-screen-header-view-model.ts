import { Timer, type TimerHandle } from '@worksite/contract';
import {
  heldBackOfficeTarget,
  routePathOf,
  screenMenuForAddress,
  screenMenusBySortId,
  screenTabTarget,
  showsProjectSelector,
  splitTabs,
  type ScreenMenu,
} from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LayoutViewModel } from '../layout/layout-view-model';
import { NoticesViewModel } from '../notices/notices-view-model';
import { AppNavigator } from '../ports/app-navigator';
import { CompanySwitchViewModel, type ProjectChoiceItem } from '../session/company-switch-view-model';
import { SessionViewModel } from '../session/session-view-model';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { REFRESH_DELAY_MS } from './large-screen-constants';
import { LiveFeedViewModel } from './live-feed-view-model';

/** A header tab as rendered. */
export interface ScreenTab {
  readonly id: number;
  readonly name: string;
  /** Address the tab opens (route plus its id as sortId). */
  readonly target: string;
  readonly active: boolean;
}

/** The sortId an address carries, or the one its route implies (docs/decisions/0171). */
export function sortIdOf(address: string): number | undefined {
  const query = address.includes('?') ? (address.slice(address.indexOf('?') + 1).split('#')[0] ?? '') : '';
  const pair = query.split('&').find((p) => p.split('=')[0] === 'sortId');
  const raw = pair === undefined ? '' : decodeURIComponent(pair.slice(pair.indexOf('=') + 1).replace(/\+/g, ' '));
  const n = raw.trim() === '' ? NaN : Number(raw);
  if (Number.isInteger(n) && n > 0) return n;
  const path = routePathOf(address);
  const menu = screenMenuForAddress(path);
  if (menu !== undefined) return menu.id;
  if (path.startsWith('/LargeScreen/SupervisoryScreen')) return 101;
  if (path.startsWith('/LargeScreen/ProjectScreen') || path.startsWith('/ProjectScreen')) return 21;
  return undefined;
}

/**
 * The large-screen header of SPEC §2.5: two tab groups (the halves of the list the sortId selects), the
 * back-office button (the tab's own path or /backHome), refresh after 500 ms, the project selector for
 * sortIds above 10 (the user's scoped project list; choosing stores and reloads), and the stored
 * large-screen flag.
 */
@injectable()
export class LargeScreenHeaderViewModel {
  address = '/';
  refreshing = false;
  /** The project list has been asked for and answered (or failed): project screens may load. */
  projectsReady = false;
  private refreshHandle: TimerHandle | undefined = undefined;

  constructor(
    @inject(Timer) private readonly timer: Timer,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LayoutViewModel) private readonly layout: LayoutViewModel,
    @inject(CompanySwitchViewModel) private readonly projects: CompanySwitchViewModel,
    @inject(SessionViewModel) private readonly session: SessionViewModel,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(NoticesViewModel) private readonly notices: NoticesViewModel,
    @inject(LiveFeedViewModel) private readonly live: LiveFeedViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
  ) {
    makeAutoObservable<
      LargeScreenHeaderViewModel,
      'timer' | 'navigator' | 'layout' | 'projects' | 'session' | 'currentUser' | 'notices' | 'live' | 'menuAccess' | 'refreshHandle'
    >(
      this,
      { timer: false, navigator: false, layout: false, projects: false, session: false, currentUser: false, notices: false, live: false, menuAccess: false, refreshHandle: false },
      { autoBind: true },
    );
  }

  get path(): string {
    return routePathOf(this.address);
  }

  get sortId(): number | undefined {
    return sortIdOf(this.address);
  }

  /** The tab list the sortId selects (SPEC §2.5: 1–20 enterprise, 21–100 project, above 100 supervisory). */
  get menus(): readonly ScreenMenu[] {
    return screenMenusBySortId(this.sortId);
  }

  /** The tab of the open screen, when the screen is one of the list's (else any list's). */
  get activeMenu(): ScreenMenu | undefined {
    return this.menus.find((m) => m.route === this.path) ?? screenMenuForAddress(this.path, this.sortId);
  }

  get leftTabs(): readonly ScreenTab[] {
    return splitTabs(this.menus).left.map(this.toTab);
  }

  get rightTabs(): readonly ScreenTab[] {
    return splitTabs(this.menus).right.map(this.toTab);
  }

  /**
   * SPEC §2.5: the tab's own back-office path when the account holds that page (in the back office it is in, or
   * the other one it may open), else /backHome — never a page the account lacks (docs/decisions/0725).
   */
  get backOfficeTarget(): string {
    return this.heldTarget.path;
  }

  private get heldTarget() {
    return heldBackOfficeTarget(this.activeMenu, {
      tree: this.menuAccess.menuTree,
      current: this.menuAccess.curMenuFunctionType,
      userAuthType: this.currentUser.userAuthType,
      roles: this.currentUser.roles,
    });
  }

  /** The back-office button is clicked: a page held only in the other back office switches to it first. */
  openBackOffice(): void {
    const { functionType } = this.heldTarget;
    if (functionType !== this.menuAccess.curMenuFunctionType) this.menuAccess.setCurMenuFunctionType(functionType);
  }

  get showsProjectSelector(): boolean {
    return showsProjectSelector(this.sortId);
  }

  get projectChoices(): readonly ProjectChoiceItem[] {
    return this.projects.projectChoices;
  }

  /** The chosen project (stored PROJECT_ID), as a number. */
  get selectedProjectId(): number | undefined {
    const id = Number(this.projects.selectedProjectId);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  }

  /**
   * The project a project screen shows: the stored choice, else the first of the list (not stored: the
   * viewer did not choose it). Undefined while the list is empty.
   */
  get screenProjectId(): number | undefined {
    return this.selectedProjectId ?? this.projectChoices[0]?.id;
  }

  /** What the selector shows on a screen of `scope`: the project shown, or the stored choice (none: 全部项目). */
  selectorProjectId(scope: 'scope' | 'project'): number | undefined {
    return scope === 'project' ? this.screenProjectId : this.selectedProjectId;
  }

  get selectedProjectLabel(): string {
    return this.projects.currentProjectLabel;
  }

  /** The unread-notice badge: the count the push stream last sent, else the loaded unread list's length. */
  get unreadNotices(): number {
    return this.live.unread ?? this.notices.badgeCount;
  }

  /** The push stream is open (the header's 实时 light). */
  get liveConnected(): boolean {
    return this.live.connected;
  }

  /** Loads the unread list behind the badge (the stream keeps it current afterwards). */
  async loadNotices(): Promise<void> {
    await this.notices.loadUnread();
  }

  get userName(): string {
    return this.currentUser.userName;
  }

  /** Every navigation inside the large screens; sets the stored large-screen flag (SPEC §2.5). */
  setAddress(address: string): void {
    this.address = address;
    if (!this.layout.largeScreen) this.layout.setLargeScreen(true);
  }

  /** Loads the user's project list (the selector, and the project a project screen shows). */
  async loadProjects(): Promise<void> {
    try {
      if (this.projects.projects.length === 0 && !this.projects.loading) await this.projects.load();
    } finally {
      runInAction(() => {
        this.projectsReady = true;
      });
    }
  }

  /**
   * What a screen of `scope` shows once ready: the whole scope at once; a project screen waits for the
   * project list, so it loads once, with its project.
   */
  screenTarget(scope: 'scope' | 'project'): { readonly ready: boolean; readonly projectId: number | undefined } {
    if (scope === 'scope') return { ready: true, projectId: undefined };
    return { ready: this.projectsReady, projectId: this.screenProjectId };
  }

  /** SPEC §4: choosing a project stores it (server and browser) and reloads. */
  async chooseProject(projectId: number): Promise<void> {
    await this.projects.selectProject(projectId);
  }

  /** SPEC §2.5, §9: reload the page after 500 ms (a second click within the delay does nothing more). */
  refresh(): void {
    if (this.refreshHandle !== undefined) return;
    this.refreshing = true;
    this.refreshHandle = this.timer.setTimeout(() => {
      this.refreshHandle = undefined;
      this.navigator.reload();
    }, REFRESH_DELAY_MS);
  }

  dispose(): void {
    if (this.refreshHandle !== undefined) this.timer.clearTimeout(this.refreshHandle);
    this.refreshHandle = undefined;
    this.refreshing = false;
  }

  async signOut(): Promise<void> {
    await this.session.signOut(this.address);
  }

  private toTab(menu: ScreenMenu): ScreenTab {
    return { id: menu.id, name: menu.name, target: screenTabTarget(menu), active: menu.route === this.path };
  }
}
