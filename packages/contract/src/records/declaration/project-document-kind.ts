import { PAGE } from '../../menu/page-keys';
import { recordMessages as m } from '../record-messages';
import { declareRecord } from './declare-record';
import { field } from './fields';
import type { DateOrder } from './cross-field-rules';
import type { FieldSpec } from './record-declaration';

/** What differs between the project records of SPEC §7 "Records". */
export interface ProjectDocumentKind {
  /** Record type name, catalogue alias and sub-page key of 项目管理 (`qualification`). */
  readonly alias: string;
  readonly title: string;
  readonly table: string;
  /** Resource path (`/api/Qualification`; chosen, docs/decisions/0040). */
  readonly prefix: string;
  /** The fields after 所属项目. */
  readonly fields: readonly FieldSpec[];
  /** Its dates in order (合同竣工日期 not before 合同开工日期; docs/decisions/0520). */
  readonly dateOrder?: readonly DateOrder[];
}

/**
 * The declaration of a record belonging to one project (资质信息, 施工许可证, 竣工验收; docs/decisions/0360):
 * SPEC's createData / queryDataByWhere / updateData and the chosen deleteData under 项目管理, scoped by its
 * project (required first), soft-deleted by `if_del`.
 */
export function projectDocumentKind<const D extends ProjectDocumentKind>(d: D) {
  return declareRecord({
    name: d.alias,
    title: d.title,
    table: d.table,
    permission: { page: PAGE.projectManage, subPage: d.alias },
    scope: 'project',
    softDeleteColumn: 'if_del',
    defaultSort: 'id',
    ...(d.dateOrder ? { dateOrder: d.dateOrder } : {}),
    api: {
      prefix: d.prefix,
      alias: d.alias,
      calls: {
        list: { method: 'POST', action: 'queryDataByWhere' },
        create: { method: 'POST', action: 'createData' },
        update: { method: 'POST', action: 'updateData' },
        delete: { method: 'POST', action: 'deleteData' },
      },
    },
    fields: [
      field.id(),
      field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
      ...d.fields,
      field.remote('companyId', '所属公司', 'company', { readOnly: true }),
      field.createTime(),
    ],
  });
}
