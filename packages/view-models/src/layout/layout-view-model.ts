import { KeyValueStorage, STORAGE_KEYS } from '@worksite/contract';
import { isLargeScreenAddress, ownLargeScreenSwitchTarget, type ModeLink } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CookieStorage } from '../ports/cookie-storage';
import { CurrentUserViewModel } from '../session/current-user-view-model';

/** Below this viewport width (px) the device counts as mobile (SPEC §2.4, §9). */
export const MOBILE_BREAKPOINT_PX = 992;
/** Back-office sidebar width (SPEC §2.4 ≈ 13.1 rem; §9 13.125 rem). */
export const SIDEBAR_WIDTH_REM = 13.125;

/** Device class of the back office. */
export type DeviceKind = 'desktop' | 'mobile';

const OPENED = '1';
const CLOSED = '0';

/**
 * Back-office layout state (SPEC §2.4, §4 Sidebar): sidebar open state remembered in a cookie, device
 * mobile under 992 px (sidebar closes then and on every route change), large-screen mode flag.
 */
@injectable()
export class LayoutViewModel {
  sidebarOpened = true;
  /** Close without the slide animation (when the viewport turns mobile). */
  withoutAnimation = false;
  device: DeviceKind = 'desktop';
  largeScreen = false;
  /** The current address (path and query), kept for the large-screen switch. */
  address = '/';

  readonly sidebarWidthRem = SIDEBAR_WIDTH_REM;

  constructor(
    @inject(CookieStorage) private readonly cookies: CookieStorage,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
  ) {
    makeAutoObservable<LayoutViewModel, 'cookies' | 'storage' | 'currentUser'>(this, { cookies: false, storage: false, currentUser: false }, { autoBind: true });
  }

  get isMobile(): boolean {
    return this.device === 'mobile';
  }

  /** On mobile an open sidebar covers the page with a mask the user clicks to close. */
  get showsMask(): boolean {
    return this.isMobile && this.sidebarOpened;
  }

  /**
   * Where the back office's 切换大屏 goes for the current address: the viewer's own kind of screen (SPEC §2.5's
   * match within it, else its entry point; docs/decisions/0394).
   */
  get largeScreenTarget(): string {
    return ownLargeScreenSwitchTarget(this.address, this.currentUser.userAuthType);
  }

  /**
   * The back-office / large-screen links (企业管理后台, 企业大屏 …) the user menu carries: below 992 px the top bar
   * has no room for them, so they move into the menu instead of disappearing (docs/decisions/0628).
   */
  get userMenuModeLinks(): readonly ModeLink[] {
    return this.isMobile ? this.currentUser.modeLinks : [];
  }

  /** The name a page gives itself, for the tab title when its route has none of its own (404, a large screen). */
  pageName: string | undefined = undefined;

  /** A page names itself (on mount) and clears its name (undefined, on unmount) (docs/decisions/0394). */
  namePage(name: string | undefined): void {
    this.pageName = name;
  }

  /** Reads the remembered sidebar state (cookie, default open) and large-screen flag. */
  init(): void {
    this.sidebarOpened = this.cookies.getItem(STORAGE_KEYS.sidebarStatus) !== CLOSED;
    this.largeScreen = this.storage.getItem(STORAGE_KEYS.largeScreen) === 'true';
  }

  toggleSidebar(): void {
    this.withoutAnimation = false;
    this.setOpened(!this.sidebarOpened);
  }

  closeSidebar(withoutAnimation = false): void {
    this.withoutAnimation = withoutAnimation;
    this.setOpened(false);
  }

  /** Viewport width from the window (resize); mobile below 992 px closes the sidebar. */
  setViewportWidth(px: number): void {
    this.device = px < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
    if (this.isMobile) this.closeSidebar(true);
  }

  /** Every navigation: closes the sidebar on mobile, sets large-screen mode from the address. */
  routeChanged(address: string): void {
    this.address = address;
    if (this.isMobile && this.sidebarOpened) this.closeSidebar(false);
    this.setLargeScreen(isLargeScreenAddress(address));
  }

  setLargeScreen(on: boolean): void {
    this.largeScreen = on;
    this.storage.setItem(STORAGE_KEYS.largeScreen, String(on));
  }

  private setOpened(opened: boolean): void {
    this.sidebarOpened = opened;
    this.cookies.setItem(STORAGE_KEYS.sidebarStatus, opened ? OPENED : CLOSED);
  }
}
