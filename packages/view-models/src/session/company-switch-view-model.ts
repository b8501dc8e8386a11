import {
  ApiGateway,
  KeyValueStorage,
  Notifier,
  PAGE_SIZES,
  STORAGE_KEYS,
  UserInfo,
  decodeWith,
  organisationEndpoints,
  projectEndpoints,
  sessionUserEndpoints,
  type CompanyTreeNode,
  type ProjectPosInfo,
} from '@worksite/contract';
import { backOfficeAddress, shortenCompanyName, shortenProjectName } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { AppNavigator } from '../ports/app-navigator';
import { reportFailure } from '../support/failure-message';
import type { CompanyTarget, MonitorPatch } from '../support/session-user';
import { SessionState } from './session-state';
import { CurrentUserViewModel } from './current-user-view-model';
import { CurrentCompanyViewModel } from './current-company-view-model';
import { MenuAccessViewModel } from './menu-access-view-model';
import { SWITCH_NOTICE_KEY } from './switch-notice';

/** One choice of the header's company selector. */
export interface CompanyChoice {
  readonly id: number;
  readonly name: string;
  /** Name shortened to 10 characters plus ellipsis (SPEC §2.4). */
  readonly label: string;
  readonly fullDepartmentPath: string;
}

/** One choice of the header's project selector. */
export interface ProjectChoiceItem {
  readonly id: number;
  readonly name: string;
  /** Name shortened to 26 characters plus ellipsis (SPEC §2.4). */
  readonly label: string;
  readonly projectNo: string | undefined;
}

function findGlobalProjectId(nodes: readonly CompanyTreeNode[], id: number): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.GlobalProjectID;
    const found = findGlobalProjectId(node.children ?? [], id);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The header's company and project selectors (SPEC §2.4, §4): company list from `Companys` (one company
 * shown as text), switch through UpdateUserRedis then reload at /backHome; header project list with the
 * single project auto-selected; permission refresh that reloads when company or function type changed.
 */
@injectable()
export class CompanySwitchViewModel {
  projects: readonly ProjectPosInfo[] = [];
  companyTree: readonly CompanyTreeNode[] = [];
  selectedProjectId: string | undefined = undefined;
  /** Name of the stored project choice (shown before the list has loaded). */
  selectedProjectName: string | undefined = undefined;
  switching = false;
  loading = false;
  /** This page switched and is reloading: a switch notice is for the next page, not this one (decision 0625). */
  leaving = false;

  constructor(
    @inject(SessionState) private readonly state: SessionState,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<CompanySwitchViewModel, 'state' | 'currentUser' | 'currentCompany' | 'menuAccess' | 'gateway' | 'storage' | 'notifier' | 'navigator'>(
      this,
      { state: false, currentUser: false, currentCompany: false, menuAccess: false, gateway: false, storage: false, notifier: false, navigator: false },
      { autoBind: true },
    );
  }

  get companies(): readonly CompanyChoice[] {
    return this.currentCompany.companies.map((c) => ({
      id: c.CompanyID,
      name: c.CompanyName,
      label: shortenCompanyName(c.CompanyName),
      fullDepartmentPath: c.FullDepartmentPath ?? '',
    }));
  }

  /** A drop-down only with more than one company; otherwise the name as plain text (SPEC §2.4). */
  get showsCompanyDropdown(): boolean {
    return this.companies.length > 1;
  }

  /** While monitoring the company is the watched one: the drop-down is locked until 退出监视 (docs/decisions/0393). */
  get companyLocked(): boolean {
    return this.currentCompany.monitorShow;
  }

  /** Why the drop-down is locked, for its title; undefined when it is not. */
  get companyLockedReason(): string | undefined {
    return this.companyLocked ? vmMessages.companyLockedWhileMonitoring : undefined;
  }

  get currentCompanyId(): number | undefined {
    return this.currentCompany.companyId;
  }

  get currentCompanyLabel(): string {
    return shortenCompanyName(this.currentCompany.companyName);
  }

  /** The project selector belongs to the project back office (user type 2 or project menus). */
  get showsProjectSelector(): boolean {
    return this.currentUser.userAuthType === 2 || this.menuAccess.curMenuFunctionType === 1;
  }

  get projectChoices(): readonly ProjectChoiceItem[] {
    return this.projects.map((p) => ({
      id: p.id,
      name: p.projectName,
      label: shortenProjectName(p.projectName),
      projectNo: p.projectNo,
    }));
  }

  /** One project: selected automatically and shown as text (SPEC §4). */
  get projectShownAsText(): boolean {
    return this.projects.length <= 1;
  }

  get selectedProject(): ProjectChoiceItem | undefined {
    return this.projectChoices.find((p) => String(p.id) === this.selectedProjectId);
  }

  get currentProjectLabel(): string {
    return this.selectedProject?.label ?? shortenProjectName(this.selectedProjectName);
  }

  /** Loads the header project list (index 0, size 500) and the company tree; auto-selects a single project. */
  async load(): Promise<void> {
    const userId = this.currentUser.userId;
    if (userId === undefined) return;
    this.loading = true;
    this.selectedProjectId = this.storage.getItem(STORAGE_KEYS.projectId);
    this.selectedProjectName = this.storage.getItem(STORAGE_KEYS.projectName);
    try {
      const [projects, tree] = await Promise.all([
        this.gateway.call(projectEndpoints.headerProjectList, { index: 0, size: PAGE_SIZES.headerProjects, user_id: userId }).catch(() => undefined),
        this.gateway.call(organisationEndpoints.companyOrgList, { index: 0, size: PAGE_SIZES.headerCompanies }).catch(() => undefined),
      ]);
      runInAction(() => {
        this.projects = projects?.data ?? [];
        this.companyTree = tree ?? [];
      });
      const only = this.projects.length === 1 ? this.projects[0] : undefined;
      if (only !== undefined && this.selectedProjectId !== String(only.id)) {
        await this.gateway.call(sessionUserEndpoints.updateUserProject, { project_id: only.id }).catch(() => undefined);
        runInAction(() => this.storeProject(only));
      }
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Header company choice: saved on the server, user info rewritten, reload at /backHome saying 已切换到：{name} (0625). */
  async switchCompany(companyId: number): Promise<boolean> {
    if (companyId === this.currentCompany.companyId || this.companyLocked) return false;
    const entry = this.companies.find((c) => c.id === companyId);
    if (entry === undefined) return false;
    return this.switchTo({ id: entry.id, name: entry.name }, undefined, vmMessages.companySwitched(entry.name));
  }

  /**
   * Switches to any company the user may enter (own or watched), optionally setting monitor state. The
   * reload goes to /backHome, in the project back office when that was the mode (docs/decisions/0190); `notice`
   * waits there for the next page (SWITCH_NOTICE_KEY).
   */
  async switchTo(target: CompanyTarget, monitor?: MonitorPatch, notice?: string): Promise<boolean> {
    const globalProjectId = target.globalProjectId ?? findGlobalProjectId(this.companyTree, target.id);
    const mode = this.menuAccess.curMenuFunctionType;
    this.switching = true;
    try {
      const result = await this.gateway.call(sessionUserEndpoints.companySwitch, {
        GlobalProjectID: globalProjectId,
        company_id: target.id,
        company_name: target.name,
      });
      this.state.applyCompanySwitch(result, { ...target, ...(globalProjectId === undefined ? {} : { globalProjectId }) }, monitor);
      if (notice !== undefined) this.storage.setItem(SWITCH_NOTICE_KEY, notice);
      this.leaving = true;
      this.navigator.reload(backOfficeAddress(mode));
      return true;
    } catch (e) {
      reportFailure(this.notifier, e);
      return false;
    } finally {
      runInAction(() => {
        this.switching = false;
      });
    }
  }

  /** Header project choice: saved on the server (UpdateUserProjectID), stored, then the page reloads (SPEC §4). */
  async selectProject(projectId: number): Promise<boolean> {
    const project = this.projects.find((p) => p.id === projectId);
    if (project === undefined || String(project.id) === this.selectedProjectId) return false;
    try {
      await this.gateway.call(sessionUserEndpoints.updateUserProject, { project_id: project.id });
    } catch (e) {
      reportFailure(this.notifier, e);
      return false;
    }
    this.storeProject(project);
    this.navigator.reload();
    return true;
  }

  /**
   * Permission refresh (SPEC §4): fetches the user info again; reloads the page when the company or
   * the menu function type changed. Resolves true when it reloaded.
   */
  async refreshPermissions(): Promise<boolean> {
    if (!this.currentUser.isSignedIn) return false;
    try {
      const fresh = decodeWith(UserInfo, await this.gateway.call(sessionUserEndpoints.userInfo, {}));
      if (!fresh.ok) return false;
      const change = this.state.applyRefresh(fresh.value);
      if (!change.companyChanged && !change.functionTypeChanged) return false;
      this.navigator.reload();
      return true;
    } catch {
      return false;
    }
  }

  private storeProject(project: ProjectPosInfo): void {
    this.selectedProjectId = String(project.id);
    this.selectedProjectName = project.projectName;
    this.storage.setItem(STORAGE_KEYS.projectId, String(project.id));
    this.storage.setItem(STORAGE_KEYS.projectName, project.projectName);
    if (project.projectNo !== undefined) this.storage.setItem(STORAGE_KEYS.projectNo, project.projectNo);
    else this.storage.removeItem(STORAGE_KEYS.projectNo);
  }
}
