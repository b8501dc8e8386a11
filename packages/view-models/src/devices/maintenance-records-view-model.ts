import {
  ApiGateway,
  callName,
  endpoints,
  routInspMachineryRecord,
  routInspMaintainRecord,
  routInspRepairRecord,
  routInspSwitchBoxRecord,
  type Endpoint,
  type RecordType,
} from '@worksite/contract';
import { buildRecordViewerLayout, sectionInfo, type RecordViewerLayout, type TemplateSection } from '@worksite/templates';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { formatDateTime, rowId, type RecordRow } from '../records/record-fields';

/** One of the four record kinds of SPEC §7 "Routine inspection" and the §2.9 viewer section it answers. */
export interface MaintenanceKind {
  readonly section: TemplateSection;
  /** 巡检记录, 操作记录, 维修记录, 保养记录 (the declarations' titles). */
  readonly title: string;
  readonly record: RecordType;
}

/** SwitchBox answers the inspection list, Machinery the operation list, Repair and Maintain theirs (0102). */
export const MAINTENANCE_KINDS: readonly MaintenanceKind[] = [
  { section: 'inspection', title: routInspSwitchBoxRecord.title, record: routInspSwitchBoxRecord },
  { section: 'operation', title: routInspMachineryRecord.title, record: routInspMachineryRecord },
  { section: 'repair', title: routInspRepairRecord.title, record: routInspRepairRecord },
  { section: 'maintenance', title: routInspMaintainRecord.title, record: routInspMaintainRecord },
];

/** A record as the list shows it. */
export interface MaintenanceRecordRow {
  readonly id: number;
  readonly time: string;
  readonly userName: string;
  readonly row: RecordRow;
}

function byDeviceEndpoint(record: RecordType): Endpoint {
  const call = record.api!.more!.byDevice!;
  return (endpoints as Readonly<Record<string, Endpoint>>)[callName(record.api!, call)]!;
}

/**
 * 维保记录 of one maintenance device (docs/decisions/0384): its records by kind (巡检 / 操作 / 维修 / 保养,
 * GetRecordByDeviceID of each resource, newest first), each opening SPEC §2.9's read-only viewer on the
 * record's own answers — the section of its kind, styled by the device type.
 */
@injectable()
export class MaintenanceRecordsViewModel {
  /** UI state: the device whose records are open (undefined: closed). */
  device: { readonly id: number; readonly name: string; readonly deviceType: string } | undefined = undefined;
  kind: TemplateSection = 'inspection';
  records: readonly MaintenanceRecordRow[] = [];
  state: 'loading' | 'ready' | 'failed' = 'ready';
  /** UI state: the record open in the viewer. */
  viewing: { readonly title: string; readonly layout: RecordViewerLayout } | undefined = undefined;
  private generation = 0;

  constructor(@inject(ApiGateway) private readonly gateway: ApiGateway) {
    makeAutoObservable<MaintenanceRecordsViewModel, 'gateway' | 'generation'>(this, { gateway: false, generation: false }, { autoBind: true });
  }

  get kinds(): readonly MaintenanceKind[] {
    return MAINTENANCE_KINDS;
  }

  /** Opens a device row's records, first kind. */
  open(row: RecordRow): Promise<void> {
    this.device = { id: rowId(row), name: String(row.deviceName ?? ''), deviceType: String(row.deviceType ?? '') };
    this.kind = 'inspection';
    return this.load();
  }

  setKind(kind: TemplateSection): Promise<void> {
    if (kind === this.kind) return Promise.resolve();
    this.kind = kind;
    return this.load();
  }

  /** Opens the §2.9 viewer on one record: its kind's section with the record's answers. */
  view(record: MaintenanceRecordRow): void {
    const info = sectionInfo(this.kind);
    const row = record.row;
    const deviceType = String(row.deviceType ?? this.device?.deviceType ?? '');
    const layout = buildRecordViewerLayout({ deviceType, [info.field]: row.recList ?? '' });
    const title = MAINTENANCE_KINDS.find((k) => k.section === this.kind)!.title;
    this.viewing = { title: `${this.device?.name ?? ''} ${title} ${record.time}`, layout: { ...layout, sections: layout.sections.filter((s) => s.section === this.kind) } };
  }

  closeViewer(): void {
    this.viewing = undefined;
  }

  close(): void {
    this.generation++;
    this.device = undefined;
    this.viewing = undefined;
    this.records = [];
  }

  private async load(): Promise<void> {
    const device = this.device;
    if (device === undefined) return;
    const generation = ++this.generation;
    const kind = MAINTENANCE_KINDS.find((k) => k.section === this.kind)!;
    this.state = 'loading';
    this.records = [];
    try {
      const answer = await this.gateway.call(byDeviceEndpoint(kind.record), { device_id: device.id, size: 200 } as never);
      if (generation !== this.generation) return;
      const rows = Array.isArray(answer) ? (answer as RecordRow[]) : [];
      runInAction(() => {
        this.records = rows.map((row) => ({
          id: rowId(row),
          time: formatDateTime(String(row.recordTime ?? row.record_time ?? '')).slice(0, 16),
          userName: String(row.userName ?? ''),
          row,
        }));
        this.state = 'ready';
      });
    } catch {
      // The gateway already showed the error (SPEC §8).
      if (generation === this.generation) runInAction(() => (this.state = 'failed'));
    }
  }
}
