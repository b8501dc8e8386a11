import type { RecordId } from './inspection-template';
import { parseQuestionList } from './parse-question-list';
import { serialiseQuestionList } from './serialise-question-list';
import type { TemplateForm } from './template-form';

/** Platform id sent with every template call (SPEC §9). */
export const TEMPLATE_WID = 11;

/** rec_id of a new template (SPEC §9). */
export const NEW_TEMPLATE_REC_ID = 0;

/** The template save payload of SPEC §3, for add and update alike. */
export interface TemplateSavePayload {
  readonly answer_list: '';
  readonly company_name: string;
  readonly content_name: string;
  readonly project_name: string;
  /** The chosen project's id; '' when none was matched. */
  readonly project_id: RecordId;
  readonly content_type: '';
  readonly description: string;
  readonly device_type: string;
  readonly fromplat: string;
  readonly other_list: string;
  readonly machinery_list: string;
  readonly repair_list: string;
  readonly maintain_list: string;
  readonly question_limit: 0;
  readonly question_order: '';
  readonly question_type: 1;
  /** 0 for a new template, the template id for an update. */
  readonly rec_id: RecordId;
  readonly user_id: RecordId;
  readonly user_name: string;
  readonly wid: 11;
}

/** Who saves: the signed-in user, their company and the client platform (`pc`). */
export interface TemplateSaveContext {
  readonly userId: RecordId;
  readonly userName: string;
  readonly companyName: string;
  readonly fromplat: string;
}

/** Whether the dialog adds (新增) or updates (修改). */
export type TemplateSaveMode = 'create' | 'update';

/**
 * The save payload of SPEC §3 from a validated form. Texts are trimmed; the lists are sent as typed
 * (docs/decisions/0033-template-form-rules.md), less the groups without a question (docs/decisions/0622). An update without a template id is a programming error.
 */
export function buildSavePayload(form: TemplateForm, ctx: TemplateSaveContext, mode: TemplateSaveMode): TemplateSavePayload {
  if (mode === 'update' && (form.id === undefined || form.id === '')) {
    throw new Error('buildSavePayload: an update needs the template id');
  }
  return {
    answer_list: '',
    company_name: ctx.companyName,
    content_name: form.contentName.trim(),
    project_name: form.projectName.trim(),
    project_id: form.projectId ?? '',
    content_type: '',
    description: form.description.trim(),
    device_type: form.deviceType.trim(),
    fromplat: ctx.fromplat,
    other_list: withoutEmptyGroups(form.otherList),
    machinery_list: withoutEmptyGroups(form.machineryList),
    repair_list: withoutEmptyGroups(form.repairList),
    maintain_list: withoutEmptyGroups(form.maintainList),
    question_limit: 0,
    question_order: '',
    question_type: 1,
    rec_id: mode === 'update' && form.id !== undefined ? form.id : NEW_TEMPLATE_REC_ID,
    user_id: ctx.userId,
    user_name: ctx.userName,
    wid: TEMPLATE_WID,
  };
}

/**
 * A question list's text without its groups that hold no question (添加分组 left empty; docs/decisions/0622):
 * the text as typed (trimmed) when it has none, '' when nothing is left. Malformed text is left to the checks.
 */
export function withoutEmptyGroups(text: string): string {
  const parsed = parseQuestionList(text.trim(), 'inspection');
  if (!parsed.ok || parsed.questions.every((q) => q.content.length > 0)) return text.trim();
  return serialiseQuestionList(parsed.questions.filter((q) => q.content.length > 0));
}
