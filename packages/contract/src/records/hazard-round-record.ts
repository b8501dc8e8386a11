import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

const L = { readOnly: true, listed: true } as const;

/**
 * 整改复查记录 (issue 22, Deliver 1; docs/decisions/0702): one row per round of a hazard's loop — 整改 (photos, note),
 * 复查通过 or 复查不通过 (the opinion or reason) — with who acted and when, written by the hazard's moves in their
 * transaction and never edited. Listed as a tab of 隐患排查 (filter by 隐患编号) and as the hazard detail's 处理记录.
 */
export const hazardRoundRecord = declareRecord({
  name: 'hazardRound',
  title: '整改复查记录',
  table: 'hazard_rounds',
  permission: { page: PAGE.safety, subPage: SUBPAGE.hazard },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/HazardRound',
    alias: 'hazardRound',
    calls: {
      list: { method: 'GET', action: 'WhereHazardRoundList' },
    },
  },
  fields: [
    field.id(),
    field.number('hazardId', '隐患编号', { ...L, filterable: true }),
    field.number('roundNo', '整改轮次', L),
    field.lookup('kind', '类型', 'hazardRoundKind', { ...L, filterable: true }),
    field.multiline('note', '说明', L),
    field.attachments('photos', '照片', 'image', { max: 3, readOnly: true }),
    field.text('byName', '办理人', L),
    field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime({ listed: true }),
  ],
});
