import { BooleanFromAny } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * The menu tree (SPEC §3 menu node; paths chosen: docs/decisions/0110): read under the role page, edited by
 * system administrators only. Served by hand (areas/menus). Field keys are SPEC's camelCase menu-node names.
 */
export const menuRecord = declareRecord({
  name: 'menu',
  title: '菜单',
  table: 'menus',
  permission: { page: PAGE.systemManage, subPage: SUBPAGE.role },
  scope: 'none',
  defaultSort: 'sort',
  api: {
    prefix: '/api/Menu',
    alias: 'menu',
    codecs: 'spec',
    calls: {
      list: { name: 'menuTree', method: 'GET', action: 'GetMenuTree', envelope: 'data', summary: '菜单树' },
      create: { name: 'menuCreate', method: 'POST', action: 'CreateMenu', access: 'admin', summary: '新增菜单' },
      update: { name: 'menuUpdate', method: 'POST', action: 'UpdateMenu', access: 'admin', summary: '修改菜单' },
      delete: { name: 'menuDelete', method: 'POST', action: 'DeleteMenu', access: 'admin', summary: '删除菜单' },
    },
  },
  fields: [
    field.id({ aliases: ['ID', 'menuId'] }),
    field.remote('parentId', '上级菜单', 'menu', { aliases: ['parent_id', 'pId'] }),
    field.text('pagePermission', '页面标识', { aliases: ['PagePermission'], required: m.menuKeyRequired, maxLength: 100, listed: true }),
    field.text('textStr', '菜单名称', { aliases: ['TextStr', 'title'], required: m.menuTitleRequired, maxLength: 50, listed: true }),
    field.text('icon', '图标', { aliases: ['pcImageUrlStr', 'PcImageUrlStr'] }),
    field.switch('isShow', '是否显示', { codec: BooleanFromAny, kind: 'boolean', aliases: ['IsShow'], listed: true }),
    field.text('typeStr', '类型', { aliases: ['TypeStr'], listed: true }),
    field.number('menuFunctionType', '菜单功能类型', { aliases: ['MenuFunctionType'] }),
    field.text('navigatePageUrlPc', '页面地址', { aliases: ['navigatePageUrlPC', 'NavigatePageUrlPC'] }),
    field.text('navigateUrlPc', '跳转地址'),
    field.number('sort', '排序', { sortable: true }),
  ],
});
