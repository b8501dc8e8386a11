import { SUBPAGE } from '../menu/page-keys';
import { field } from './declaration/fields';
import { projectDocumentKind } from './declaration/project-document-kind';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/**
 * 竣工验收 (SPEC §7 "Records": project finish-check info createData / queryDataByWhere / updateData; paths chosen,
 * 0040): a project's completion acceptance and its filing (docs/decisions/0360).
 */
export const finishCheckRecord = projectDocumentKind({
  alias: SUBPAGE.finishCheck,
  title: '竣工验收',
  table: 'project_finish_checks',
  prefix: '/api/ProjectFinishCheck',
  dateOrder: [{ earlier: 'checkDate', later: 'filingDate' }],
  fields: [
    field.date('checkDate', '验收日期', { required: m.checkDateRequired, sortable: true, ...L }),
    field.text('organiser', '组织单位', { required: m.checkOrganiserRequired, maxLength: 100, ...L }),
    field.multiline('participants', '参验单位', { maxLength: 500 }),
    field.lookup('conclusion', '验收结论', 'finishCheckConclusion', { required: m.checkConclusionRequired, ...L }),
    field.code('filingNo', '备案编号', { maxLength: 50, ...L }),
    field.date('filingDate', '备案日期'),
    field.multiline('opinion', '验收意见', { maxLength: 1000 }),
    field.attachments('attachments', '验收资料', 'file'),
  ],
});
