import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import type { RecordType } from '../record-type';

/** Organisations (SPEC §7 "Organisations"): company scope; orgType is a company-type code. */
export const organisationRecord: RecordType = {
  name: 'organisation',
  title: '组织机构',
  table: 'organisations',
  permission: { page: PAGE.orgManage, subPage: SUBPAGE.organisation },
  scope: 'company',
  scopeColumns: { company: 'company_id', district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'orgList',
    detail: 'orgInfo',
    create: 'orgCreate',
    update: 'orgUpdate',
    delete: 'orgDelete',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, sortable: true },
    {
      key: 'orgName', column: 'org_name', label: '组织名称', codec: t.string, required: '请输入组织名称', maxLength: 100,
      filterable: true, sortable: true, listed: true, excel: true,
    },
    {
      key: 'orgType', column: 'org_type', label: '组织类型', codec: NumberFromStringOrNumber, lookup: 'companyType',
      required: '请选择组织类型', kind: 'number', filterable: true, listed: true, excel: true,
    },
    { key: 'parentId', column: 'parent_id', label: '上级组织', codec: NumberFromStringOrNumber, kind: 'number', filterable: true },
    { key: 'creditCode', column: 'credit_code', label: '统一社会信用代码', codec: t.string, maxLength: 18, filterable: true, listed: true, excel: true },
    { key: 'contactor', column: 'contactor', label: '联系人', codec: t.string, maxLength: 50, listed: true, excel: true },
    { key: 'contactPhone', column: 'contact_phone', label: '联系电话', codec: StringFromStringOrNumber, maxLength: 20, listed: true, excel: true },
    { key: 'address', column: 'address', label: '地址', codec: t.string, maxLength: 200, excel: true },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: StringFromStringOrNumber, filterable: true, excel: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
