import { NumberFromStringOrNumber, type RecordType } from '@worksite/contract';
import type { TemplateListField, TemplateSection } from '@worksite/templates';
import * as t from 'io-ts';
import { messages } from '../../shared/messages';

/** One of the four record kinds (SPEC §7 "Routine inspection") and the template section it answers. */
export interface RecordKind {
  /** Resource name in the path: RoutInspSwitchBox … */
  readonly resource: string;
  /** Catalogue alias prefix: routInspSwitchBox … */
  readonly alias: string;
  readonly table: string;
  readonly title: string;
  readonly section: TemplateSection;
  /** Field of the record detail (and of the template) it fills. */
  readonly field: TemplateListField;
  /** Template column holding the questions it answers. */
  readonly templateColumn: string;
}

/** SwitchBox answers the inspection list, Machinery the operation list, Repair and Maintain theirs (0102). */
export const RECORD_KINDS: readonly RecordKind[] = [
  { resource: 'RoutInspSwitchBox', alias: 'routInspSwitchBox', table: 'rout_insp_switch_box', title: '巡检记录', section: 'inspection', field: 'otherList', templateColumn: 'other_list' },
  { resource: 'RoutInspMachinery', alias: 'routInspMachinery', table: 'rout_insp_machinery', title: '操作记录', section: 'operation', field: 'machineryList', templateColumn: 'machinery_list' },
  { resource: 'RoutInspRepair', alias: 'routInspRepair', table: 'rout_insp_repair', title: '维修记录', section: 'repair', field: 'repairList', templateColumn: 'repair_list' },
  { resource: 'RoutInspMaintain', alias: 'routInspMaintain', table: 'rout_insp_maintain', title: '保养记录', section: 'maintenance', field: 'maintainList', templateColumn: 'maintain_list' },
];

/** The record type of a kind: WherePageList and CreateModel, project scope, newest record first. */
export function recordTypeOf(kind: RecordKind): RecordType {
  return {
    name: kind.alias,
    title: kind.title,
    table: kind.table,
    permission: { page: 'deviceManage', subPage: 'Maintenance/record' },
    scope: 'project',
    softDeleteColumn: 'if_del',
    defaultSort: 'record_time',
    endpoints: { list: `${kind.alias}WherePageList`, create: `${kind.alias}CreateModel` },
    fields: [
      { key: 'id', column: 'id', label: '编号', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, sortable: true },
      { key: 'deviceId', column: 'device_id', writeKey: 'device_id', label: '设备', codec: NumberFromStringOrNumber, kind: 'number', required: messages.deviceRequired, filterable: true },
      { key: 'deviceType', column: 'device_type', label: '设备类型', codec: t.string, readOnly: true, filterable: true, listed: true },
      { key: 'contentId', column: 'content_id', label: '维保模板', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, filterable: true },
      { key: 'projectId', column: 'project_id', label: '项目', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, filterable: true },
      { key: 'recList', column: 'rec_list', writeKey: 'rec_list', label: '检查内容', codec: t.string, required: messages.recordListRequired, maxLength: 200_000 },
      { key: 'recordTime', column: 'record_time', writeKey: 'record_time', label: '记录时间', codec: t.string, kind: 'date', filterable: true, sortable: true, listed: true },
      { key: 'userName', column: 'user_name', label: '记录人', codec: t.string, readOnly: true, listed: true },
      { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
    ],
  };
}
