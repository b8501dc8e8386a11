import { ApiGateway, Notifier, componentServed, endpoints } from '@worksite/contract';
import { parseMenuTree } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { callWithFeedback } from '../support/call-with-feedback';
import { loadWithFeedback } from '../support/load-with-feedback';
import { GrantSelection, grantGroups, toGrantNodes, type CheckState, type GrantGroup, type GrantNode, type MenuGrant } from './grant-tree';

/** The role whose grants are edited. */
export interface GrantedRole {
  readonly id: number;
  readonly name: string;
}

/**
 * 分配权限 (docs/decisions/0330, 0600–0602): the menu tree (GetMenuTree) as tri-state checkboxes — pages, sub-pages
 * and their buttons, grouped by back office, only pages the product serves — loaded with a role's grants (GetRoleMenus) and saved with UpdateRoleMenus. The server
 * applies a change to the role's users on their next request (auth_generation), no sign-in needed.
 */
@injectable()
export class GrantTreeViewModel {
  readonly title = vmMessages.grantDialogTitle;
  role: GrantedRole | undefined = undefined;
  nodes: readonly GrantNode[] = [];
  loading = false;
  saving = false;
  private selection = new GrantSelection();

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<GrantTreeViewModel, 'gateway' | 'notifier' | 'selection'>(
      this,
      { gateway: false, notifier: false, nodes: observableRef, selection: observableRef },
      { autoBind: true },
    );
  }

  get isOpen(): boolean {
    return this.role !== undefined;
  }

  /** Opens the dialog for `role` and loads the tree and the role's grants; false when either call failed. */
  async open(role: GrantedRole): Promise<boolean> {
    this.role = role;
    this.nodes = [];
    this.selection = observableSelection([]);
    return loadWithFeedback(this.notifier, (loading) => (this.loading = loading), async () => {
      const [tree, grants] = await Promise.all([
        this.gateway.call(endpoints.menuTree, {}),
        this.gateway.call(endpoints.roleMenus, { roleId: role.id }),
      ]);
      runInAction(() => {
        this.nodes = toGrantNodes(parseMenuTree(tree), componentServed);
        this.selection = observableSelection(grantsOf(grants));
      });
    });
  }

  /** The pages under the heading of their back office (docs/decisions/0602). */
  get groups(): GrantGroup[] {
    return grantGroups(this.nodes);
  }

  stateOf(node: GrantNode): CheckState {
    return this.selection.stateOf(node);
  }

  toggle(node: GrantNode): void {
    this.selection.toggle(node);
  }

  /** The grants as they would be saved. */
  get grants(): MenuGrant[] {
    return this.selection.toGrants();
  }

  /** 保存: replaces the role's grants; closes on success (保存成功), stays open with the server's message otherwise. */
  async save(): Promise<boolean> {
    const role = this.role;
    if (role === undefined || this.saving) return false;
    const call = () => this.gateway.call(endpoints.roleUpdateMenus, { roleId: role.id, menus: JSON.stringify(this.grants) });
    const saved = await callWithFeedback(this.notifier, call, vmMessages.grantSaved, (saving) => (this.saving = saving));
    if (saved) this.close();
    return saved;
  }

  /** 取消: closes without saving. */
  close(): void {
    this.role = undefined;
    this.nodes = [];
    this.selection = observableSelection([]);
  }
}

/** A selection whose map MobX tracks (the checkboxes re-render on toggle). */
function observableSelection(grants: readonly MenuGrant[]): GrantSelection {
  return makeAutoObservable(new GrantSelection(grants), {}, { autoBind: true });
}

/** GetRoleMenus' `[{menuId, buttons}]`, read by shape (the catalogue names no codec for it). */
function grantsOf(data: unknown): MenuGrant[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((g: unknown) => {
    if (typeof g !== 'object' || g === null) return [];
    const { menuId, buttons } = g as { menuId?: unknown; buttons?: unknown };
    const id = Number(menuId);
    if (!Number.isInteger(id)) return [];
    return [{ menuId: id, buttons: Array.isArray(buttons) ? buttons.map(String) : [] }];
  });
}
