import * as t from 'io-ts';
import { MenuNode } from '../codecs/menu-node';
import { BooleanFromAny } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * The menu tree (SPEC §3 menu node; paths chosen: docs/decisions/0110): read under the role page, edited by
 * system administrators only. On the generic mount (areas/menus), the list answered as SPEC's tree. Field keys
 * are SPEC's camelCase menu-node names.
 */
export const menuRecord = declareRecord({
  name: 'menu',
  title: '菜单',
  table: 'menus',
  permission: { page: PAGE.systemManage, subPage: SUBPAGE.role },
  scope: 'none',
  defaultSort: 'sort',
  relations: [{ type: 'menu', field: 'parentId', onDelete: 'refuse', unit: '个', label: '子菜单' }],
  // Named by its 菜单名称 where a menu refers to its parent (its first required text is the page key; 0550).
  choiceLabel: 'textStr',
  api: {
    prefix: '/api/Menu',
    alias: 'menu',
    calls: {
      list: { method: 'GET', action: 'GetMenuTree', envelope: 'data', summary: '菜单树' },
      create: { method: 'POST', action: 'CreateMenu', access: 'admin', summary: '新增菜单' },
      update: { method: 'POST', action: 'UpdateMenu', access: 'admin', summary: '修改菜单' },
      delete: { method: 'POST', action: 'DeleteMenu', access: 'admin', summary: '删除菜单' },
    },
  },
  fields: [
    field.id(),
    field.remote('parentId', '上级菜单', 'menu'),
    field.text('pagePermission', '页面标识', { required: m.menuKeyRequired, maxLength: 100, listed: true }),
    field.text('textStr', '菜单名称', { required: m.menuTitleRequired, maxLength: 50, listed: true }),
    field.text('icon', '图标'),
    field.switch('isShow', '是否显示', { codec: BooleanFromAny, kind: 'boolean', listed: true }),
    field.text('typeStr', '类型', { listed: true }),
    field.number('menuFunctionType', '菜单功能类型'),
    field.text('navigatePageUrlPc', '页面地址'),
    field.text('navigateUrlPc', '跳转地址'),
    field.number('sort', '排序', { sortable: true }),
  ],
  wire: {
    fields: {
      id: { aliases: ['ID', 'menuId'] },
      parentId: { aliases: ['parent_id', 'pId'] },
      pagePermission: { aliases: ['PagePermission'] },
      textStr: { aliases: ['TextStr', 'title'] },
      icon: { aliases: ['pcImageUrlStr', 'PcImageUrlStr'] },
      isShow: { aliases: ['IsShow'] },
      typeStr: { aliases: ['TypeStr'] },
      menuFunctionType: { aliases: ['MenuFunctionType'] },
      navigatePageUrlPc: { aliases: ['navigatePageUrlPC', 'NavigatePageUrlPC'] },
    },
    calls: {
      // SPEC's menu tree (menu-node.ts), not the rows.
      list: { name: 'menuTree', response: t.array(MenuNode) },
      create: { name: 'menuCreate' },
      update: { name: 'menuUpdate' },
      delete: { name: 'menuDelete' },
    },
  },
});
