import type { FastifyInstance } from 'fastify';
import { installLogRetentionJob } from '../audit/log-retention-job';
import { mountSessionArea } from './session';
import { mountUploadArea } from './upload';
import { mountTemplatesArea } from './templates';
import { mountDictionaryArea } from './dictionary';
import { mountInspectionArea } from './inspection';
import { mountProjectsArea } from './projects';
import { mountOrganisationsArea } from './organisations';
import { mountNoticesArea } from './notices';
import { mountUsersArea } from './users';
import { mountMenusArea } from './menus';
import { mountDevicesArea } from './devices';
import { mountAlarmsArea } from './alarms';
import { mountScreensArea } from './screens';
import { mountConcreteArea } from './concrete';
import { mountWorkbenchArea } from './workbench';
import { mountPersonnelArea } from './personnel';
import { mountCertificatesArea } from './certificates';
import { mountAttendanceArea } from './attendance';
import { mountPayrollArea } from './payroll';
import { mountHazardsArea } from './hazards';
import { mountChecksArea } from './checks';
import { mountAccessControlArea } from './access-control';
import { mountRecordTypes } from './record-type-mounts';
import { mountExcelCalls } from '../record-types/excel/mount-excel-calls';

/**
 * Every API area, mounted in order: first every registered record type on the generic mount (record-type-mounts.ts),
 * then the areas' own calls. To add an area with calls of its own: write `areas/<area>/index.ts` exporting
 * `mount<Area>Area(app)` (built on `mountEndpoint`) and append it here; an area of record types only needs its
 * hooks in record-type-mounts.ts, or nothing.
 */
export const areas: readonly ((app: FastifyInstance) => void | Promise<void>)[] = [mountRecordTypes, mountSessionArea, mountUploadArea, mountTemplatesArea, mountDictionaryArea, mountInspectionArea, mountProjectsArea, mountOrganisationsArea, mountNoticesArea, mountUsersArea, mountMenusArea, mountDevicesArea, mountAlarmsArea, mountScreensArea, mountConcreteArea, mountWorkbenchArea, mountPersonnelArea, mountCertificatesArea, mountAttendanceArea, mountAccessControlArea, mountPayrollArea, mountHazardsArea, mountChecksArea, mountExcelCalls];

export async function mountAreas(app: FastifyInstance): Promise<void> {
  for (const mount of areas) await mount(app);
  // Not an API area: the retention of sign-in attempts and audit entries runs beside them (docs/decisions/0279).
  installLogRetentionJob(app);
}
