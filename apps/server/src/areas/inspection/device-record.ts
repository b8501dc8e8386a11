import { NumberFromStringOrNumber, type RecordType } from '@worksite/contract';
import { auditStatusLabel } from '@worksite/lookups';
import { TEMPLATE_MESSAGES } from '@worksite/templates';
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { serverTemplateRecord } from '../templates/server-template-record';
import { loadScopedRow, resolveProject, targetOfRecord } from '../../scopes/scoped-rows';

const PAGE = 'deviceManage';
const SUBPAGE = 'Maintenance/record';

/**
 * Equipment under maintenance and inspection (RoutInspManage; docs/decisions/0102): project scope, soft delete,
 * list WherePageList, detail GetDeviceDetail, create CreateModel, update ModifyManage, delete DeleteDevice.
 */
export const deviceRecord: RecordType = {
  name: 'inspectionDevice',
  title: '维保设备',
  table: 'rout_insp_manage',
  permission: { page: PAGE, subPage: SUBPAGE },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'routInspManageWherePageList',
    detail: 'routInspManageGetDeviceDetail',
    create: 'routInspManageCreateModel',
    update: 'routInspManageModifyManage',
    delete: 'routInspManageDeleteDevice',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, sortable: true },
    { key: 'deviceType', column: 'device_type', writeKey: 'device_type', label: '设备类型', codec: t.string, required: TEMPLATE_MESSAGES.deviceTypeRequired, maxLength: 50, filterable: true, listed: true },
    { key: 'deviceName', column: 'device_name', writeKey: 'device_name', label: '设备名称', codec: t.string, required: messages.deviceNameRequired, maxLength: 100, filterable: true, sortable: true, listed: true },
    { key: 'deviceNo', column: 'device_no', writeKey: 'device_no', label: '设备编号', codec: t.string, maxLength: 50, filterable: true, sortable: true, listed: true },
    { key: 'model', column: 'model', writeKey: 'model', label: '规格型号', codec: t.string, maxLength: 50, filterable: true },
    { key: 'projectName', column: 'project_name', writeKey: 'project_name', label: '项目名称', codec: t.string, maxLength: 100, filterable: true, listed: true },
    { key: 'projectId', column: 'project_id', writeKey: 'project_id', label: '项目', codec: NumberFromStringOrNumber, kind: 'number' },
    { key: 'contentId', column: 'content_id', writeKey: 'content_id', label: '维保模板', codec: NumberFromStringOrNumber, kind: 'number', filterable: true },
    { key: 'auditStatus', column: 'audit_status', label: '审核状态', codec: NumberFromStringOrNumber, kind: 'number', lookup: 'auditStatus', readOnly: true, filterable: true, sortable: true },
    { key: 'userName', column: 'user_name', label: '登记人', codec: t.string, readOnly: true },
    { key: 'createTime', column: 'create_time', label: '登记时间', codec: t.string, kind: 'date', readOnly: true, sortable: true, filterable: true },
    { key: 'updateTime', column: 'update_time', label: '更新时间', codec: t.string, kind: 'date', readOnly: true },
  ],
};

/** The device's template must be a live template of the caller's scope with the device's type. */
export async function checkDeviceTemplate(app: FastifyInstance, ctx: EndpointContext, q: Queryable, contentId: number, deviceType: string): Promise<void> {
  const template = await loadScopedRow(q, ctx, targetOfRecord(app, serverTemplateRecord), contentId);
  if (String(template.device_type) !== deviceType) throw invalid(messages.templateDeviceTypeMismatch);
}

/** Device rules beside the generic mount: the project in scope (its company owns the device), the template. */
export function deviceHooks(app: FastifyInstance): RecordHooks {
  return {
    async beforeWrite(values, ctx, q, existing) {
      for (const [k, v] of values) if (typeof v === 'string') values.set(k, v.trim());
      if (!existing && !values.has('project_id') && !values.has('project_name')) throw invalid(TEMPLATE_MESSAGES.projectNameRequired);
      const project = await resolveProject(app, values, ctx, q, TEMPLATE_MESSAGES.projectNameRequired);
      if (project) values.set('company_id', project.companyId);
      const contentId = values.has('content_id') ? values.get('content_id') : existing?.content_id;
      const deviceType = String(values.get('device_type') ?? existing?.device_type ?? '');
      if (typeof contentId === 'number') await checkDeviceTemplate(app, ctx, q, contentId, deviceType);
    },
    toClient(record) {
      return { ...record, auditStatusName: auditStatusLabel(record.auditStatus as number) };
    },
  };
}
