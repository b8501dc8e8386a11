import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/**
 * Dictionary options (select_table_field): the choices of maintenance forms — device types of the
 * maintenance templates and devices (routInspManage / DeviceType) and SysDictionary groups (inspection cycle,
 * maintenance level). Shared rows (no company) and the caller's company's. The calls that read them
 * (SelectTableField/WhereSelectGroupList, MultiSelectList, SysDictionary/GetListByType) are session calls every
 * form loads (catalogue/dictionary.ts), so this type declares none of its own and is not in `recordTypes`;
 * the server reads its fields as the strWhere whitelist of those calls. Its permission is the maintenance
 * template page the options belong to (where an editor of them would sit).
 */
export const dictionaryOptionRecord = declareRecord({
  name: 'dictionaryOption',
  title: '字典选项',
  table: 'select_table_field',
  permission: { page: PAGE.deviceManage, subPage: SUBPAGE.template },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'xu_hao',
  api: { prefix: '/api/SelectTableField', alias: 'dictionaryOption', calls: {} },
  fields: [
    field.id(),
    field.number('xuHao', '序号', { column: 'xu_hao', filterable: true, sortable: true, listed: true }),
    field.text('selContent', '选项', { column: 'sel_content', maxLength: 200, filterable: true, listed: true }),
    field.text('tableName', '表名', { readOnly: true }),
    field.text('fieldName', '字段名', { readOnly: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
