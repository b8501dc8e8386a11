import { ApiGateway, ConfirmDialog, Notifier, endpoints, menuRecord } from '@worksite/contract';
import { parseMenuTree, type MenuNode } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { TreeEditor } from './tree-editor';
import { declaredForm, declaredLabel } from './tree-form';

/** One line of the menu tree: a page, a sub-page or a button, with its depth (1 = page). */
export interface MenuLine {
  readonly id: number;
  readonly level: number;
  readonly node: MenuNode;
}

export type MenuField = 'textStr' | 'pagePermission' | 'navigatePageUrlPC' | 'sort' | 'typeStr' | 'isShow';

const MENU = '菜单';
const BUTTON = '按钮';
/** Pages hold sub-pages, sub-pages hold buttons (the server refuses deeper). */
const MENU_DEPTH = 3;

/** The form's fields as the calls name them, each the declared menu field it edits; a node's kind is 菜单 or 按钮. */
const FORM = declaredForm<MenuField>(
  menuRecord,
  { textStr: 'textStr', pagePermission: 'pagePermission', navigatePageUrlPC: 'navigatePageUrlPc', sort: 'sort', typeStr: 'typeStr', isShow: 'isShow' },
  { typeStr: [MENU, BUTTON].map((kind) => ({ value: kind, label: kind })) },
);

function linesOf(nodes: readonly MenuNode[], level: number): MenuLine[] {
  return nodes.flatMap((node) => [{ id: Number(node.id), level, node }, ...linesOf(node.children, level + 1)]);
}

/**
 * 菜单管理 (docs/decisions/0333), a dialog of 角色管理 for system administrators (the menu calls are theirs only):
 * the whole menu tree (GetMenuTree) depth first, 新增下级 (a sub-page or a button under a menu above the last
 * level), 编辑 (name, page path, shown, order; a button's key stays), 删除 (SPEC's confirm; the server refuses a
 * menu with children). Form and columns come from the menu declaration (docs/decisions/0483).
 */
@injectable()
export class MenuTreeViewModel extends TreeEditor<MenuLine, MenuField> {
  readonly title = vmMessages.menuTreeAction;
  /** What one node is called (新增菜单, 编辑菜单). */
  readonly recordTitle = menuRecord.title;
  /** The tree's column headers, as declared: name, key, kind. */
  readonly columns = ['textStr', 'pagePermission', 'typeStr'].map((key) => declaredLabel(menuRecord, key));
  lines: readonly MenuLine[] = [];

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(Notifier) notifier: Notifier,
    @inject(ConfirmDialog) dialog: ConfirmDialog,
  ) {
    super(FORM, notifier, dialog);
    makeObservable(this, { lines: observableRef, allowed: computed, keyLocked: computed });
  }

  /** Only system administrators edit menus. */
  get allowed(): boolean {
    return this.currentUser.isSystemAdmin;
  }

  /** A button's key is fixed once made (the grants name it). */
  get keyLocked(): boolean {
    return this.formMode === 'edit' && this.editing !== undefined && this.isButton(this.editing);
  }

  isButton(line: MenuLine): boolean {
    return line.node.kind === 'button';
  }

  canAddChild(line: MenuLine): boolean {
    return !this.isButton(line) && line.level < MENU_DEPTH;
  }

  protected blank(parent: MenuLine | undefined): Record<MenuField, string> {
    const typeStr = parent !== undefined && parent.level === MENU_DEPTH - 1 ? BUTTON : MENU;
    return { textStr: '', pagePermission: '', typeStr, navigatePageUrlPC: '', isShow: '1', sort: '0' };
  }

  protected valuesOf(line: MenuLine): Record<MenuField, string> {
    const n = line.node;
    const isShow = n.isShow === 0 || n.isShowStr === '否' ? '0' : '1';
    return { textStr: n.textStr, pagePermission: n.pagePermission, typeStr: n.typeStr ?? MENU, navigatePageUrlPC: n.navigatePageUrlPC, isShow, sort: '' };
  }

  protected async read(): Promise<void> {
    const tree = await this.gateway.call(endpoints.menuTree, {});
    runInAction(() => (this.lines = linesOf(parseMenuTree(tree), 1)));
  }

  protected write(): Promise<unknown> {
    const v = this.values;
    const shared = {
      textStr: v.textStr.trim(), navigatePageUrlPC: v.navigatePageUrlPC.trim(), isShow: Number(v.isShow),
      ...(v.sort.trim() === '' ? {} : { sort: Number(v.sort) }),
    };
    if (this.formMode === 'create') {
      return this.gateway.call(endpoints.menuCreate, { ...shared, parentId: this.parent!.id, pagePermission: v.pagePermission.trim(), typeStr: v.typeStr });
    }
    const key = this.keyLocked ? {} : { pagePermission: v.pagePermission.trim() };
    return this.gateway.call(endpoints.menuUpdate, { ...shared, ...key, id: this.editing!.id });
  }

  protected erase(line: MenuLine): Promise<unknown> {
    return this.gateway.call(endpoints.menuDelete, { id: line.id });
  }
}
