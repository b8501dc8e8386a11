import * as t from 'io-ts';
import { DictionaryGroupParams, DictionaryTypeParams } from '../codecs/common-requests';
import { DictionaryOption } from '../codecs/dictionary-option';
import { defineEndpoints } from '../define-endpoints';

/**
 * Choice lists (SPEC §7). SPEC shows the group list both as GET and as POST: the template dialog POSTs
 * (size 999, index 0, tableName routInspManage, fieldName DeviceType or ProjectName); both methods are
 * catalogued with the same codecs and served by one handler (docs/decisions/0040).
 */
export const dictionaryEndpoints = defineEndpoints({
  dictionaryGroupList: {
    method: 'POST', path: '/api/SelectTableField/WhereSelectGroupList', access: 'session', envelope: 'list',
    request: DictionaryGroupParams, response: DictionaryOption, summary: '字典分组选项（设备类型、项目名称）',
  },
  dictionaryGroupListGet: {
    method: 'GET', path: '/api/SelectTableField/WhereSelectGroupList', access: 'session', envelope: 'list',
    request: DictionaryGroupParams, response: DictionaryOption, summary: '字典分组选项（GET 形式）',
  },
  multiSelectList: {
    method: 'POST', path: '/api/SelectTableField/WhereMulSelectList', access: 'session', envelope: 'list',
    response: DictionaryOption, summary: '多选列表（OrgDataAuthorityType 0 时仍可调用）',
  },
  sysDictionaryByType: {
    method: 'GET', path: '/api/SysDictionary/GetListByType', access: 'session', request: DictionaryTypeParams,
    response: t.array(t.unknown), summary: '按类型取系统字典',
  },
});
