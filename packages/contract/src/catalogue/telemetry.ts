import type { Endpoint } from '../endpoint';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { defineEndpoints, resourceEndpoints, type ResourceAction } from './define-endpoints';

const LIST = { envelope: 'list' } as const;
const CHOSEN = { pathChosen: true } as const;

const DEVICE_ACTIONS: readonly ResourceAction[] = [
  ['GET', 'PCWhereDeviceList', LIST],
  ['GET', 'GetDeviceDetailByID'],
  ['POST', 'PCCreateDevice'],
  ['POST', 'PCModifyDevice'],
  ['POST', 'PCDeleteDevice'],
];

/**
 * Device telemetry (issue 5, docs/decisions/0140–0142; paths chosen, SPEC shows none): ingest by device key,
 * history and latest values from the rollups, key reset, and the device calls of the telemetry kinds SPEC's
 * device list lacks (gas detectors, positioning tags, weighbridges, plate-recognition cameras), shaped like
 * the tower-crane/dust/video device calls. History/Latest/ResetDeviceKey check the device kind's page in
 * the handler (the large-screen page also reads telemetry).
 */
export const telemetryEndpoints: Record<string, Endpoint> = {
  ...defineEndpoints({
    telemetryIngest: {
      method: 'POST', path: '/api/Telemetry/Ingest', access: 'public', encoding: 'json', pathChosen: true,
      summary: '设备数据上报（设备密钥，批量）',
    },
    telemetryHistory: { method: 'GET', path: '/api/Telemetry/History', access: 'session', pathChosen: true, summary: '设备历史曲线（分钟/小时汇总）' },
    telemetryLatest: { method: 'GET', path: '/api/Telemetry/Latest', access: 'session', pathChosen: true, summary: '项目设备最新读数' },
    telemetryMetrics: { method: 'GET', path: '/api/Telemetry/Metrics', access: 'session', pathChosen: true, summary: '设备类型的监测指标' },
    telemetryResetDeviceKey: {
      method: 'POST', path: '/api/Telemetry/ResetDeviceKey', access: 'session', pathChosen: true, summary: '重置设备密钥（只显示一次）',
    },
  }),
  ...resourceEndpoints('/api/GasDevice', 'gasDevice', PAGE.gasDetection, SUBPAGE.gasDevice, DEVICE_ACTIONS, CHOSEN),
  ...resourceEndpoints('/api/PositionTagDevice', 'positionTagDevice', PAGE.positioning, SUBPAGE.positionTag, DEVICE_ACTIONS, CHOSEN),
  ...resourceEndpoints('/api/WeighbridgeDevice', 'weighbridgeDevice', PAGE.concrete, SUBPAGE.concDevice, DEVICE_ACTIONS, CHOSEN),
  ...resourceEndpoints('/api/LprDevice', 'lprDevice', PAGE.intelligent, SUBPAGE.car, DEVICE_ACTIONS, CHOSEN),
  ...resourceEndpoints('/api/LprCar', 'lprCarExtra', PAGE.intelligent, SUBPAGE.car, [['POST', 'DeleteLprCar']], CHOSEN),
};
