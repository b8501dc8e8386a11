import { ApiGateway, ConfirmDialog, Notifier, endpoints, recordMessages } from '@worksite/contract';
import { parseMenuTree, type MenuNode } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { reportFailure } from '../support/failure-message';
import { confirmedDelete } from '../support/confirmed-delete';

/** One line of the menu tree: a page, a sub-page or a button, with its depth (1 = page). */
export interface MenuLine {
  readonly id: number;
  readonly level: number;
  readonly node: MenuNode;
}

export type MenuField = 'textStr' | 'pagePermission' | 'typeStr' | 'navigatePageUrlPC' | 'isShow' | 'sort';

const MENU = '菜单';
const BUTTON = '按钮';
/** Pages hold sub-pages, sub-pages hold buttons (the server refuses deeper). */
const MENU_DEPTH = 3;

const emptyValues = (): Record<MenuField, string> => ({ textStr: '', pagePermission: '', typeStr: MENU, navigatePageUrlPC: '', isShow: '1', sort: '0' });

function linesOf(nodes: readonly MenuNode[], level: number): MenuLine[] {
  return nodes.flatMap((node) => [{ id: Number(node.id), level, node }, ...linesOf(node.children, level + 1)]);
}

/**
 * 菜单管理 (docs/decisions/0333), a dialog of 角色管理 for system administrators (the menu calls are theirs only):
 * the whole menu tree (GetMenuTree) depth first, 新增下级 (a sub-page or a button under a menu above the last
 * level), 编辑 (name, page path, shown, order; a button's key stays), 删除 (SPEC's confirm; the server refuses a
 * menu with children). Required name and key are checked here with the declaration's messages; the rest by the
 * server, whose message is shown.
 */
@injectable()
export class MenuTreeViewModel {
  readonly title = vmMessages.menuTreeAction;
  isOpen = false;
  loading = false;
  lines: readonly MenuLine[] = [];
  formMode: 'create' | 'edit' | undefined = undefined;
  parent: MenuLine | undefined = undefined;
  editing: MenuLine | undefined = undefined;
  values: Record<MenuField, string> = emptyValues();
  errors: Partial<Record<MenuField, string>> = {};
  saving = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
  ) {
    makeAutoObservable<MenuTreeViewModel, 'gateway' | 'currentUser' | 'notifier' | 'dialog'>(
      this,
      { gateway: false, currentUser: false, notifier: false, dialog: false, lines: observableRef },
      { autoBind: true },
    );
  }

  /** Only system administrators edit menus. */
  get allowed(): boolean {
    return this.currentUser.isSystemAdmin;
  }

  isButton(line: MenuLine): boolean {
    return line.node.kind === 'button';
  }

  canAddChild(line: MenuLine): boolean {
    return !this.isButton(line) && line.level < MENU_DEPTH;
  }

  async open(): Promise<void> {
    this.isOpen = true;
    await this.load();
  }

  close(): void {
    this.isOpen = false;
    this.closeForm();
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const tree = await this.gateway.call(endpoints.menuTree, {});
      runInAction(() => {
        this.lines = linesOf(parseMenuTree(tree), 1);
      });
    } catch (e) {
      reportFailure(this.notifier, e);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  openCreate(parent: MenuLine): void {
    this.formMode = 'create';
    this.parent = parent;
    this.editing = undefined;
    this.values = { ...emptyValues(), typeStr: parent.level === MENU_DEPTH - 1 ? BUTTON : MENU };
    this.errors = {};
  }

  openEdit(line: MenuLine): void {
    const n = line.node;
    this.formMode = 'edit';
    this.parent = undefined;
    this.editing = line;
    this.values = {
      textStr: n.textStr, pagePermission: n.pagePermission, typeStr: n.typeStr ?? MENU, navigatePageUrlPC: n.navigatePageUrlPC,
      isShow: n.isShow === 0 || n.isShowStr === '否' ? '0' : '1', sort: '',
    };
    this.errors = {};
  }

  closeForm(): void {
    this.formMode = undefined;
    this.parent = undefined;
    this.editing = undefined;
  }

  setValue(field: MenuField, value: string): void {
    this.values[field] = value;
    if (this.errors[field] !== undefined) this.errors = this.check();
  }

  /** 新增 / 修改; reloads the tree and closes on success. */
  async submit(): Promise<boolean> {
    this.errors = this.check();
    if (Object.keys(this.errors).length > 0 || this.formMode === undefined || this.saving) return false;
    const v = this.values;
    const shared = {
      textStr: v.textStr.trim(), navigatePageUrlPC: v.navigatePageUrlPC.trim(), isShow: Number(v.isShow),
      ...(v.sort.trim() === '' ? {} : { sort: Number(v.sort) }),
    };
    this.saving = true;
    try {
      if (this.formMode === 'create') {
        await this.gateway.call(endpoints.menuCreate, { ...shared, parentId: this.parent!.id, pagePermission: v.pagePermission.trim(), typeStr: v.typeStr });
      } else {
        const key = this.isButton(this.editing!) ? {} : { pagePermission: v.pagePermission.trim() };
        await this.gateway.call(endpoints.menuUpdate, { ...shared, ...key, id: this.editing!.id });
      }
    } catch (e) {
      reportFailure(this.notifier, e);
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
    this.notifier.success(this.formMode === 'create' ? vmMessages.recordCreated : vmMessages.recordUpdated);
    this.closeForm();
    await this.load();
    return true;
  }

  async remove(line: MenuLine): Promise<boolean> {
    const deleted = await confirmedDelete(this.dialog, this.notifier, () => this.gateway.call(endpoints.menuDelete, { id: line.id }));
    if (deleted) await this.load();
    return deleted;
  }

  private check(): Partial<Record<MenuField, string>> {
    const out: Partial<Record<MenuField, string>> = {};
    if (this.values.pagePermission.trim() === '') out.pagePermission = recordMessages.menuKeyRequired;
    if (this.values.textStr.trim() === '') out.textStr = recordMessages.menuTitleRequired;
    return out;
  }
}
