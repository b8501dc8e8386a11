import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber } from '../codecs/lenient';
import { ProjectStatus } from '../codecs/project';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import type { RecordType } from '../record-type';

/** Projects (SPEC §3, §7): company scope, narrowed by district code for government users. */
export const projectRecord: RecordType = {
  name: 'project',
  title: '项目',
  table: 'projects',
  permission: { page: PAGE.projectManage, subPage: SUBPAGE.crmProject },
  scope: 'company',
  scopeColumns: { company: 'company_id', district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'projectList',
    detail: 'projectInfo',
    create: 'projectAdd',
    update: 'projectUpdate',
    delete: 'projectDelete',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, sortable: true },
    {
      key: 'projectName', column: 'project_name', label: '项目名称', codec: t.string, required: '请输入项目名称',
      maxLength: 100, filterable: true, sortable: true, listed: true, excel: true,
    },
    {
      key: 'projectNo', column: 'project_no', label: '项目编号', codec: StringFromStringOrNumber, maxLength: 50,
      filterable: true, sortable: true, listed: true, excel: true,
    },
    {
      key: 'projectStatus', column: 'project_status', label: '项目状态', codec: ProjectStatus, lookup: 'projectStatus',
      required: '请选择项目状态', kind: 'number', filterable: true, listed: true, excel: true,
    },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: StringFromStringOrNumber, filterable: true, excel: true },
    { key: 'address', column: 'address', label: '项目地址', codec: t.string, maxLength: 200, listed: true, excel: true },
    { key: 'lng', column: 'lng', label: '经度', codec: NumberFromStringOrNumber, kind: 'number' },
    { key: 'lat', column: 'lat', label: '纬度', codec: NumberFromStringOrNumber, kind: 'number' },
    { key: 'startDate', column: 'start_date', label: '开工日期', codec: t.string, kind: 'date', filterable: true, sortable: true, listed: true, excel: true },
    { key: 'endDate', column: 'end_date', label: '竣工日期', codec: t.string, kind: 'date', filterable: true, sortable: true, excel: true },
    { key: 'projectManager', column: 'project_manager', label: '项目经理', codec: t.string, maxLength: 50, listed: true, excel: true },
    { key: 'contactPhone', column: 'contact_phone', label: '联系电话', codec: StringFromStringOrNumber, maxLength: 20, excel: true },
    { key: 'contractAmount', column: 'contract_amount', label: '合同金额（万元）', codec: NumberFromStringOrNumber, kind: 'number', excel: true },
    { key: 'description', column: 'description', label: '项目简介', codec: t.string, maxLength: 1000 },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
