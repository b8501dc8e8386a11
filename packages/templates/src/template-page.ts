import { TEMPLATE_LABELS, TEMPLATE_MESSAGES } from './messages';
import type { TemplateFormField } from './template-form';

/** Page and sub-page keys of the template list in the permission tree (SPEC §2.8). */
export const TEMPLATE_PAGE = { page: 'deviceManage', subPage: 'Maintenance/template' } as const;

/** Width of the 查看 detail dialog (SPEC §2.8). */
export const TEMPLATE_DETAIL_DIALOG_WIDTH = '60%';

/** Button permission an action needs; `undefined` means anyone who sees the list. */
export type TemplateActionPermission = 'add' | 'edit' | 'delete' | undefined;

/** A button of the template list page. */
export interface TemplateAction {
  readonly key: 'create' | 'view' | 'delete' | 'edit';
  readonly label: string;
  readonly permission: TemplateActionPermission;
}

/** The 新建模板 button above the table, shown only with the add permission. */
export const TEMPLATE_CREATE_ACTION: TemplateAction = {
  key: 'create',
  label: TEMPLATE_MESSAGES.newTemplateButton,
  permission: 'add',
};

/**
 * Row buttons as on every other list: 查看, 编辑 (edit permission), 删除 (delete permission) last — SPEC §2.9
 * names the three; the destructive one is not put between the two others (docs/decisions/0621).
 */
export const TEMPLATE_ROW_ACTIONS: readonly TemplateAction[] = [
  { key: 'view', label: TEMPLATE_MESSAGES.viewAction, permission: undefined },
  { key: 'edit', label: TEMPLATE_MESSAGES.editAction, permission: 'edit' },
  { key: 'delete', label: TEMPLATE_MESSAGES.deleteAction, permission: 'delete' },
];

/** A column of the template list table. */
export interface TemplateListColumn {
  readonly field: 'deviceType' | 'contentName' | 'description' | 'projectName';
  readonly title: string;
}

/** List columns in SPEC order: device type, template table name, template description. */
export const TEMPLATE_LIST_COLUMNS: readonly TemplateListColumn[] = [
  { field: 'deviceType', title: TEMPLATE_LABELS.deviceType },
  { field: 'contentName', title: TEMPLATE_LABELS.contentNameColumn },
  { field: 'description', title: TEMPLATE_LABELS.description },
  { field: 'projectName', title: TEMPLATE_LABELS.projectColumn },
];

/** A field of the add/edit dialog. */
export interface TemplateFormFieldInfo {
  readonly field: TemplateFormField;
  readonly label: string;
  readonly input: 'select' | 'text' | 'textarea';
  readonly required: boolean;
}

/** Dialog fields in SPEC order; device type and project name are choice lists. */
export const TEMPLATE_FORM_FIELDS: readonly TemplateFormFieldInfo[] = [
  { field: 'deviceType', label: TEMPLATE_LABELS.deviceType, input: 'select', required: true },
  { field: 'projectName', label: TEMPLATE_LABELS.projectName, input: 'select', required: true },
  { field: 'description', label: TEMPLATE_LABELS.description, input: 'text', required: true },
  { field: 'contentName', label: TEMPLATE_LABELS.contentName, input: 'text', required: true },
  { field: 'otherList', label: TEMPLATE_LABELS.inspectionContent, input: 'textarea', required: false },
  { field: 'machineryList', label: TEMPLATE_LABELS.operationContent, input: 'textarea', required: false },
  { field: 'repairList', label: TEMPLATE_LABELS.repairContent, input: 'textarea', required: false },
  { field: 'maintainList', label: TEMPLATE_LABELS.maintenanceContent, input: 'textarea', required: false },
];

/** Title and submit label of the add/edit dialog: 新建模板/新增 or 编辑模板/修改. */
export function templateDialogText(mode: 'create' | 'update'): { readonly title: string; readonly submit: string } {
  return mode === 'create'
    ? { title: TEMPLATE_MESSAGES.createDialogTitle, submit: TEMPLATE_MESSAGES.createSubmit }
    : { title: TEMPLATE_MESSAGES.editDialogTitle, submit: TEMPLATE_MESSAGES.updateSubmit };
}

/** The delete confirmation of SPEC §8: text, title 提示, buttons 确定 and 取消. */
export const TEMPLATE_DELETE_CONFIRM = {
  text: TEMPLATE_MESSAGES.deleteConfirm,
  title: TEMPLATE_MESSAGES.deleteConfirmTitle,
  confirmButton: TEMPLATE_MESSAGES.confirmButton,
  cancelButton: TEMPLATE_MESSAGES.cancelButton,
} as const;
