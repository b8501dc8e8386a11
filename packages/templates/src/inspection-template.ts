import { TEMPLATE_LABELS } from './messages';

/** An id as the API sends it: a number, or its text. */
export type RecordId = number | string;

/**
 * One entry of a question's content: a question item, or (inside `childList`) an answer.
 * All scalars are kept as text (docs/decisions/0032-template-question-lists.md).
 */
export interface QuestionEntry {
  readonly id: string;
  readonly name: string;
  /** On a question item: the chosen answer; on an answer: its value. */
  readonly value: string;
  readonly childList: readonly QuestionEntry[];
}

/** A question of a template list: its type name and its items with their answers (SPEC §3). */
export interface Question {
  readonly typeName: string;
  readonly content: readonly QuestionEntry[];
}

/** An inspection template as read (SPEC §3); the four lists are JSON text of question lists. */
export interface InspectionTemplate {
  readonly id: RecordId;
  readonly deviceType: string;
  /** Template name. */
  readonly contentName: string;
  readonly description: string;
  readonly projectName: string;
  readonly projectId: RecordId | undefined;
  /** Inspection content. */
  readonly otherList: string;
  /** Operation content. */
  readonly machineryList: string;
  readonly repairList: string;
  readonly maintainList: string;
}

/** The four question lists of a template, in SPEC order. */
export type TemplateSection = 'inspection' | 'operation' | 'repair' | 'maintenance';

/** Field name of a question list on the read model (`otherList` …). */
export type TemplateListField = 'otherList' | 'machineryList' | 'repairList' | 'maintainList';

/** Field name of a question list in the save payload (`other_list` …). */
export type TemplatePayloadListField = 'other_list' | 'machinery_list' | 'repair_list' | 'maintain_list';

/** How one section is named in each place it appears. */
export interface TemplateSectionInfo {
  readonly section: TemplateSection;
  readonly field: TemplateListField;
  readonly payloadField: TemplatePayloadListField;
  /** Form label, also the subject of the format error: 巡检内容 … */
  readonly label: string;
  /** Record-viewer section title: 巡检模板 … */
  readonly viewerTitle: string;
}

/** The four sections in SPEC order: inspection, operation, repair, maintenance. */
export const TEMPLATE_SECTIONS: readonly TemplateSectionInfo[] = [
  {
    section: 'inspection',
    field: 'otherList',
    payloadField: 'other_list',
    label: TEMPLATE_LABELS.inspectionContent,
    viewerTitle: TEMPLATE_LABELS.inspectionTemplate,
  },
  {
    section: 'operation',
    field: 'machineryList',
    payloadField: 'machinery_list',
    label: TEMPLATE_LABELS.operationContent,
    viewerTitle: TEMPLATE_LABELS.operationTemplate,
  },
  {
    section: 'repair',
    field: 'repairList',
    payloadField: 'repair_list',
    label: TEMPLATE_LABELS.repairContent,
    viewerTitle: TEMPLATE_LABELS.repairTemplate,
  },
  {
    section: 'maintenance',
    field: 'maintainList',
    payloadField: 'maintain_list',
    label: TEMPLATE_LABELS.maintenanceContent,
    viewerTitle: TEMPLATE_LABELS.maintenanceTemplate,
  },
];

/** The naming of one section. */
export function sectionInfo(section: TemplateSection): TemplateSectionInfo {
  const info = TEMPLATE_SECTIONS.find((s) => s.section === section);
  if (!info) throw new Error(`Unknown template section: ${String(section)}`);
  return info;
}
