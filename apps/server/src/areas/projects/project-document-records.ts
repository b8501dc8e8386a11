import { builderLicenceRecord, finishCheckRecord, qualificationRecord, type RecordType } from '@worksite/contract';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { checkLookupCodes } from '../../record-types/record-lookups';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { projectInScope } from '../../scopes/project-scope';

/**
 * Hooks of a record that belongs to one project (docs/decisions/0360): the project must lie in the caller's
 * scope, its company and district are copied onto the record; numeric columns read as numbers (dates: the generic mount's).
 */
export function projectDocumentHooks(rt: RecordType): RecordHooks {
  return {
    async beforeWrite(values, ctx, q) {
      checkLookupCodes(rt, values);
      if (values.has('project_id')) {
        const project = await projectInScope(q, ctx, Number(values.get('project_id')));
        values.set('company_id', project.company_id);
        values.set('district_code', project.district_code);
      }
    },
    toClient: numbersToClient(rt),
  };
}

/** 资质信息, 施工许可证, 竣工验收 on the generic mount: queryDataByWhere, createData, updateData, deleteData. */
export const projectDocumentMounts: RecordMountTable = Object.fromEntries(
  [qualificationRecord, builderLicenceRecord, finishCheckRecord].map((rt) => [rt.name, { hooks: projectDocumentHooks(rt) }]),
);
