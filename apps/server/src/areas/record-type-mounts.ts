import { recordTypes } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountRecordType, type RecordMountOptions } from '../record-types/mount-record-type';
import type { RecordMountTable } from '../record-types/record-mount-table';
import { accessControlRecordMounts } from './access-control';
import { alarmRecordMounts } from './alarms/alarm-record-calls';
import { thresholdRecordMounts } from './alarms/threshold-calls';
import { certificateRecordMounts } from './certificates';
import { checkRecordMounts } from './checks';
import { companyRecordMounts } from './companies';
import { concreteRecordMounts } from './concrete';
import { customerRecordMounts } from './customers';
import { deviceRecordMounts } from './devices';
import { hazardRecordMounts } from './hazards';
import { inspectionRecordMounts } from './inspection';
import { integrityRecordMounts } from './integrity';
import { menuRecordMounts } from './menus';
import { noticeRecordMounts } from './notices/notice-calls';
import { organisationRecordMounts } from './organisations';
import { personnelRecordMounts } from './personnel';
import { platformPushRecordMounts } from './platform-push';
import { progressRecordMounts } from './progress';
import { projectRecordMounts } from './projects';
import { regionalRecordMounts } from './regional';
import { supervisionRecordMounts } from './supervision';
import { teamTrainingRecordMounts } from './teams-training';
import { payrollRecordMounts } from './payroll';
import { templateRecordMounts } from './templates';
import { userRecordMounts } from './users';

/** Every area's table, by type name (each area keeps its hooks beside its other calls). */
export const recordMounts: RecordMountTable = {
  ...accessControlRecordMounts,
  ...alarmRecordMounts,
  ...certificateRecordMounts,
  ...checkRecordMounts,
  ...companyRecordMounts,
  ...concreteRecordMounts,
  ...customerRecordMounts,
  ...deviceRecordMounts,
  ...hazardRecordMounts,
  ...inspectionRecordMounts,
  ...integrityRecordMounts,
  ...menuRecordMounts,
  ...noticeRecordMounts,
  ...organisationRecordMounts,
  ...personnelRecordMounts,
  ...platformPushRecordMounts,
  ...progressRecordMounts,
  ...projectRecordMounts,
  ...regionalRecordMounts,
  ...supervisionRecordMounts,
  ...teamTrainingRecordMounts,
  ...payrollRecordMounts,
  ...templateRecordMounts,
  ...thresholdRecordMounts,
  ...userRecordMounts,
};

/**
 * Mounts every registered record type with calls on the generic mount (docs/decisions/0451; the last hand-read
 * ones moved in 0492–0496), before the areas, so their own calls find the types' mounts: the types mounted as
 * declared or with fixed hooks first, then those whose hooks are made from the app (they may read another type's
 * mount), in registry order.
 */
export function mountRecordTypes(app: FastifyInstance): void {
  const served = Object.values(recordTypes).filter((rt) => rt.api !== undefined);
  const made = (name: string) => typeof recordMounts[name] === 'function';
  for (const rt of served.filter((r) => !made(r.name))) mountRecordType(app, rt, recordMounts[rt.name] as RecordMountOptions | undefined);
  for (const rt of served.filter((r) => made(r.name))) mountRecordType(app, rt, (recordMounts[rt.name] as (a: FastifyInstance) => RecordMountOptions)(app));
}
