import { endpoints, inspectionDeviceRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams, ident } from '../../db/sql-params';
import { mountEndpoint } from '../../http/mount-endpoint';
import { recordId } from '../../record-types/mount-record-type';
import { loadScopedRow, targetOfRecord } from '../../scopes/scoped-rows';
import { recListText } from './inspection-record-hooks';
import { RECORD_KINDS } from './inspection-record-kinds';

/**
 * GetDeviceDetailByReID, the equipment record detail of SPEC §7 and the viewer of §2.9 (docs/decisions/0102):
 * `rec_id` is a device of the caller's scope (else 402). `data` has the device type and, per section, the
 * newest record's answered list as JSON text; a section without a record shows the device template's questions
 * (unanswered); without either it is '' (the viewer shows 暂未设置模板). Also the device's name, number, project
 * and the time of each section's record.
 */
export function mountRecordDetail(app: FastifyInstance): void {
  const devices = targetOfRecord(app, inspectionDeviceRecord);
  mountEndpoint(app, endpoints.equipmentRecordDetail, async (ctx) => {
    const device = await loadScopedRow(ctx.db, ctx, devices, recordId(ctx.params));
    const template = device.content_id
      ? await ctx.db.one<Record<string, unknown>>('SELECT * FROM rout_insp_content WHERE id = $1 AND if_del = 0', [device.content_id])
      : undefined;
    const data: Record<string, unknown> = {
      deviceId: device.id,
      deviceType: device.device_type,
      deviceName: device.device_name,
      deviceNo: device.device_no,
      projectName: device.project_name,
      contentId: device.content_id ?? null,
      contentName: template?.content_name ?? '',
    };
    for (const kind of RECORD_KINDS) {
      const p = new SqlParams();
      const latest = await ctx.db.one<{ rec_list: unknown; record_time: Date }>(
        `SELECT rec_list, record_time FROM ${ident(kind.table)} WHERE device_id = ${p.add(device.id)} AND if_del = 0 ORDER BY record_time DESC, id DESC LIMIT 1`,
        p.values,
      );
      const answered = latest ? recListText(latest.rec_list) : '';
      data[kind.field] = answered || String(template?.[kind.templateColumn] ?? '');
      data[`${kind.field.replace(/List$/, '')}Time`] = latest ? latest.record_time.toISOString() : null;
    }
    return data;
  }, { skipDecode: true });
}
