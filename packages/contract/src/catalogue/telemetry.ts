import type { Endpoint } from '../endpoint';
import { FileBytes } from '../records/declaration/excel-calls';
import { TelemetryIngestAnswer, TelemetryIngestBody, telemetryIngestExamples } from '../codecs/telemetry-ingest';
import { defineEndpoints } from '../define-endpoints';

/**
 * Device telemetry (issue 5, docs/decisions/0140–0142; paths chosen, SPEC shows none): ingest by device key,
 * history and latest values from the rollups, key reset. The device calls of each kind are the registered
 * device types' (catalogue/declared-records.ts). History/Latest/ResetDeviceKey check the device kind's page in
 * the handler (the large-screen page also reads telemetry).
 */
export const telemetryEndpoints: Record<string, Endpoint> = {
  ...defineEndpoints({
    telemetryIngest: {
      method: 'POST', path: '/api/Telemetry/Ingest', access: 'public', credentials: 'deviceKey', encoding: 'json', pathChosen: true,
      request: TelemetryIngestBody, response: TelemetryIngestAnswer, examples: telemetryIngestExamples,
      summary: '设备数据上报（设备密钥，批量）',
    },
    telemetryHistory: { method: 'GET', path: '/api/Telemetry/History', access: 'session', pathChosen: true, summary: '设备历史曲线（分钟/小时汇总）' },
    telemetryLatest: { method: 'GET', path: '/api/Telemetry/Latest', access: 'session', pathChosen: true, summary: '项目设备最新读数' },
    telemetryMetrics: { method: 'GET', path: '/api/Telemetry/Metrics', access: 'session', pathChosen: true, summary: '设备类型的监测指标' },
    telemetryExportHistory: {
      method: 'GET', path: '/api/Telemetry/ExportHistory', access: 'session', envelope: 'file', response: FileBytes, pathChosen: true,
      summary: '导出设备历史数据（.xlsx）',
    },
    telemetryResetDeviceKey: {
      method: 'POST', path: '/api/Telemetry/ResetDeviceKey', access: 'session', pathChosen: true, summary: '重置设备密钥（只显示一次）',
    },
  }),
};
