import { endpoints } from '@worksite/contract';
import { formatSiteDateTime } from '@worksite/validators';
import { exceljs } from '../shared/exceljs';
import type { FastifyInstance } from 'fastify';
import { noPermission } from '../http/api-error';
import { mountEndpoint } from '../http/mount-endpoint';
import { asXlsxFile } from '../record-types/excel/excel-reply';
import { canExportTelemetry } from './device-permissions';
import { readHistory } from './history-route';
import { isDeviceKind } from './metrics';

/**
 * GET /api/Telemetry/ExportHistory?deviceId&range (or from/to): the history a chart shows, as an .xlsx
 * (docs/decisions/0383) — one row per bucket, 时间 in China time, then each metric's average as `label(unit)`.
 * Same device scope and range as the history call; needs the export button of the kind's page or of its
 * monitoring page (检测记录 for gas detectors). Audited with the device and row count.
 */
export function mountHistoryExportRoute(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.telemetryExportHistory!,
    async (ctx) => {
      const history = await readHistory(app, ctx);
      if (!isDeviceKind(history.deviceType) || !canExportTelemetry(ctx.grants, history.deviceType)) throw noPermission();
      const times = [...new Set(history.series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b);
      const book = new (await exceljs()).Workbook();
      const sheet = book.addWorksheet(history.deviceName.slice(0, 31) || '历史数据');
      sheet.addRow(['时间', ...history.series.map((s) => (s.unit ? `${s.label}(${s.unit})` : s.label))]);
      const byMetric = history.series.map((s) => new Map(s.points.map((p) => [p.t, Math.round(p.avg * 100) / 100])));
      for (const t of times) sheet.addRow([formatSiteDateTime(t), ...byMetric.map((m) => m.get(t) ?? null)]);
      const bytes = Buffer.from(await book.xlsx.writeBuffer());
      await ctx.audit({ action: 'export', table: 'readings', recordId: history.deviceId, after: { from: history.from, to: history.to, rows: times.length } });
      return asXlsxFile(ctx.reply, `${history.deviceName}历史数据`).send(bytes);
    },
    { skipDecode: true },
  );
}
