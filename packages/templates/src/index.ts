/** @packageDocumentation templates: inspection templates, question lists, validation, save payload, record viewer. */
export { TEMPLATE_MESSAGES, TEMPLATE_LABELS, CHECKLIST_LABELS, DEVICE_TYPE_NAMES, VIEWER_COLUMN_TITLES } from './messages';
export type {
  RecordId,
  QuestionEntry,
  Question,
  InspectionTemplate,
  TemplateSection,
  TemplateListField,
  TemplatePayloadListField,
  TemplateSectionInfo,
} from './inspection-template';
export { TEMPLATE_SECTIONS, sectionInfo } from './inspection-template';
export type { QuestionListResult } from './parse-question-list';
export { MAX_QUESTION_DEPTH, parseQuestionList, questionListMessage } from './parse-question-list';
export { serialiseQuestionList } from './serialise-question-list';
export {
  DEFAULT_ANSWER_OPTIONS,
  nextEntryId,
  addGroup,
  renameGroup,
  removeGroup,
  addQuestion,
  renameQuestion,
  removeQuestion,
  addOption,
  renameOption,
  removeOption,
} from './checklist-edits';
export type { TemplateForm, TemplateFormField, ProjectChoice } from './template-form';
export { TEMPLATE_DEVICE_TYPES, emptyTemplateForm, templateFormFromTemplate, selectProject } from './template-form';
export type { TemplateValidation } from './validate-template-form';
export { TEMPLATE_MAX_LENGTH, validateTemplateForm } from './validate-template-form';
export type { TemplateSavePayload, TemplateSaveContext, TemplateSaveMode } from './build-save-payload';
export { TEMPLATE_WID, NEW_TEMPLATE_REC_ID, buildSavePayload } from './build-save-payload';
export type {
  TemplateActionPermission,
  TemplateAction,
  TemplateListColumn,
  TemplateFormFieldInfo,
} from './template-page';
export {
  TEMPLATE_PAGE,
  TEMPLATE_DETAIL_DIALOG_WIDTH,
  TEMPLATE_CREATE_ACTION,
  TEMPLATE_ROW_ACTIONS,
  TEMPLATE_LIST_COLUMNS,
  TEMPLATE_FORM_FIELDS,
  TEMPLATE_DELETE_CONFIRM,
  templateDialogText,
} from './template-page';
export type { ViewerStyle, ViewerColumn } from './viewer-style';
export { VIEWER_STYLE_BY_DEVICE_TYPE, DEFAULT_VIEWER_STYLE, VIEWER_COLUMNS, viewerStyleFor } from './viewer-style';
export type { ViewerRadioOption, ViewerTextCell, ViewerRadioCell, ViewerCell, ViewerRow } from './viewer-cells';
export { viewerRows } from './viewer-rows';
export type { RecordDetail, ViewerSection, RecordViewerLayout } from './record-viewer-layout';
export { buildRecordViewerLayout } from './record-viewer-layout';
