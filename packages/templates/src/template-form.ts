import type { InspectionTemplate, RecordId } from './inspection-template';
import { DEVICE_TYPE_NAMES } from './messages';

/** The add/edit form of SPEC §2.8; the four lists are the text of their multi-line fields. */
export interface TemplateForm {
  /** The template id when editing; `undefined` for a new template. */
  readonly id: RecordId | undefined;
  readonly deviceType: string;
  readonly projectName: string;
  /** Set by {@link selectProject} from the chosen project. */
  readonly projectId: RecordId | undefined;
  readonly description: string;
  /** Template name. */
  readonly contentName: string;
  readonly otherList: string;
  readonly machineryList: string;
  readonly repairList: string;
  readonly maintainList: string;
}

/** A field of the add/edit form, in SPEC order (also the check order of SPEC §5). */
export type TemplateFormField =
  | 'deviceType'
  | 'projectName'
  | 'description'
  | 'contentName'
  | 'otherList'
  | 'machineryList'
  | 'repairList'
  | 'maintainList';

/** One project of the choice list (GET /api/Project/WhereProjectList, size 100). */
export interface ProjectChoice {
  readonly id: RecordId;
  readonly projectName: string;
}

/**
 * The device types a template is offered for (the viewer's table styles, SPEC §2.9); a new template starts with
 * none chosen, so 请选择设备类型 asks for one (docs/decisions/0622 replaces 0033's 搅拌站 preset).
 */
export const TEMPLATE_DEVICE_TYPES: readonly string[] = Object.values(DEVICE_TYPE_NAMES);

/** An empty form for 新建模板: no device type chosen. */
export function emptyTemplateForm(): TemplateForm {
  return {
    id: undefined,
    deviceType: '',
    projectName: '',
    projectId: undefined,
    description: '',
    contentName: '',
    otherList: '',
    machineryList: '',
    repairList: '',
    maintainList: '',
  };
}

/** A read list field as form text: text stays as it is, a parsed list becomes JSON, nothing becomes ''. */
function listText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** The form for 编辑模板, filled from a template as read. */
export function templateFormFromTemplate(template: InspectionTemplate): TemplateForm {
  return {
    id: template.id,
    deviceType: template.deviceType ?? '',
    projectName: template.projectName ?? '',
    projectId: template.projectId,
    description: template.description ?? '',
    contentName: template.contentName ?? '',
    otherList: listText(template.otherList),
    machineryList: listText(template.machineryList),
    repairList: listText(template.repairList),
    maintainList: listText(template.maintainList),
  };
}

/** Choosing a project name sets projectId from the matching project (SPEC §5); no match clears it. */
export function selectProject(form: TemplateForm, projects: readonly ProjectChoice[], projectName: string): TemplateForm {
  const wanted = projectName.trim();
  const match = projects.find((p) => p.projectName.trim() === wanted);
  return { ...form, projectName, projectId: wanted === '' ? undefined : match?.id };
}
