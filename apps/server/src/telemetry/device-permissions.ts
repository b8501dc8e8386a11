import { PAGE, SUBPAGE, type ButtonName, type PermissionRequirement } from '@worksite/contract';
import type { Grants } from '../auth/grants';
import { DEVICE_KINDS, type DeviceKind } from './metrics';

/** Page and sub-page that manage each device kind (menu catalogue; docs/decisions/0142). */
export const DEVICE_PAGES: Readonly<Record<DeviceKind, { readonly page: string; readonly subPage: string }>> = {
  crane: { page: PAGE.deviceManage, subPage: SUBPAGE.towerCrane },
  dust: { page: PAGE.deviceManage, subPage: SUBPAGE.dustDevice },
  camera: { page: PAGE.deviceManage, subPage: SUBPAGE.videoDevice },
  gas: { page: PAGE.gasDetection, subPage: SUBPAGE.gasDevice },
  tag: { page: PAGE.positioning, subPage: SUBPAGE.positionTag },
  weighbridge: { page: PAGE.carmanage, subPage: SUBPAGE.weighbridge },
  lpr: { page: PAGE.intelligent, subPage: SUBPAGE.car },
};

/** The permission a button on a device kind's page needs. */
export function devicePermission(kind: DeviceKind, button: ButtonName): PermissionRequirement {
  return { ...DEVICE_PAGES[kind], button };
}

/** Pages that read a kind's telemetry besides its own: the monitoring pages of the project back office. */
const READERS: Partial<Record<DeviceKind, PermissionRequirement[]>> = {
  dust: [{ page: PAGE.environment, subPage: SUBPAGE.dustMonitor }],
  gas: [{ page: PAGE.gasDetection, subPage: SUBPAGE.gasRecord }],
  tag: [{ page: PAGE.positioning, subPage: SUBPAGE.mapConfig }],
};

/**
 * Whether the caller may read a kind's readings: the large screens (any of their pages), the kind's own page
 * with the search button, or a monitoring page of that kind.
 */
export function canReadTelemetry(grants: Grants, kind: DeviceKind): boolean {
  if (grants.has({ page: PAGE.largeScreen })) return true;
  if (grants.has(devicePermission(kind, 'search'))) return true;
  return (READERS[kind] ?? []).some((p) => grants.has(p));
}

/** The kinds whose readings the caller may read. */
export function readableKinds(grants: Grants): DeviceKind[] {
  return DEVICE_KINDS.filter((k) => canReadTelemetry(grants, k));
}

/**
 * Whether the caller may export a kind's readings (docs/decisions/0383): the export button of the kind's own
 * page or of a monitoring page of that kind (检测记录 holds it for gas detectors).
 */
export function canExportTelemetry(grants: Grants, kind: DeviceKind): boolean {
  if (grants.has(devicePermission(kind, 'export'))) return true;
  return (READERS[kind] ?? []).some((p) => grants.has({ ...p, button: 'export' }));
}
