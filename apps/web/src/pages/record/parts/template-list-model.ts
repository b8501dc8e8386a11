import { templateRecord, type FieldInput, type Template } from '@worksite/contract';
import { TEMPLATE_SECTIONS, type TemplateFormFieldInfo } from '@worksite/templates';
import { ChecklistEditorViewModel, type RecordViewerViewModel, type TemplateFormViewModel, type TemplateListViewModel } from '@worksite/view-models';
import { messages } from '../../../messages';
import type { RecordActionModel, RecordDetailModel, RecordFieldModel, RecordFormModel, RecordListModel, RecordRow } from '../record-models';

/** The question-list field that carries the checklist editor of all four lists (docs/decisions/0392). */
export interface TemplateChecklistFieldModel extends RecordFieldModel {
  readonly checklist: ChecklistEditorViewModel;
}

/** The four question-list fields: edited together by the checklist editor, never as JSON text. */
export const QUESTION_LIST_FIELDS: ReadonlySet<string> = new Set(TEMPLATE_SECTIONS.map((s) => s.field));

/** The template detail: the SPEC §2.9 viewer instead of label/value pairs. */
export interface TemplateDetailModel extends RecordDetailModel {
  readonly viewer: RecordViewerViewModel;
}

const INPUT: Readonly<Record<TemplateFormFieldInfo['input'], FieldInput>> = {
  select: { type: 'text' },
  text: { type: 'text' },
  textarea: { type: 'multiline', rows: 3 },
};

function formField(form: TemplateFormViewModel, info: TemplateFormFieldInfo, checklist: ChecklistEditorViewModel): RecordFieldModel {
  return {
    // The first list's field carries the editor of all four.
    ...(info.field === TEMPLATE_SECTIONS[0]?.field ? { checklist } : {}),
    key: info.field,
    label: info.label,
    input: INPUT[info.input],
    required: info.required,
    get value() {
      return String(form.form[info.field] ?? '');
    },
    get error() {
      return form.errors[info.field];
    },
    placeholder: info.input === 'textarea' ? messages.questionListPlaceholder : undefined,
    get options() {
      if (info.input !== 'select') return undefined;
      const names = info.field === 'deviceType' ? form.deviceTypeOptions : form.projectNameOptions;
      return names.map((n) => ({ value: n, label: n }));
    },
    setValue: (value) => form.setField(info.field, value),
    blur: () => form.blur(info.field),
  };
}

/**
 * The maintenance-template list (SPEC §2.8) on the generic record page: its own view-model (SPEC's 新建模板,
 * columns, row buttons, messages and the question-list form) read through the page's model
 * (docs/decisions/0326); the detail is the §2.9 viewer.
 */
export function templateListModel(vm: TemplateListViewModel): RecordListModel {
  const form = vm.form;
  const checklist = new ChecklistEditorViewModel(form);
  const fields = form.fields.map((info) => formField(form, info, checklist));
  const formModel: RecordFormModel = {
    get open() {
      return form.open;
    },
    get title() {
      return form.title;
    },
    get submitLabel() {
      return form.submitLabel;
    },
    get saving() {
      return form.saving;
    },
    fields,
    close: () => form.close(),
    submit: () => vm.submitForm(),
  };
  const viewer = vm.viewer;
  const detail: TemplateDetailModel = {
    viewer,
    get open() {
      return viewer.open;
    },
    title: messages.detailTitle,
    get loading() {
      return viewer.loading;
    },
    items: [],
    close: () => viewer.close(),
  };
  const asTemplate = (row: RecordRow) => row as unknown as Template;
  return {
    title: templateRecord.title,
    get loading() {
      return vm.loading;
    },
    get columns() {
      return vm.columns.map((c) => ({ key: c.field, label: c.title }));
    },
    get rows() {
      return vm.rows as unknown as readonly RecordRow[];
    },
    get toolbar(): readonly RecordActionModel[] {
      return vm.createAction === undefined ? [] : [{ key: 'add', label: vm.createAction.label }];
    },
    importErrors: [],
    search: { fields: [], search: () => vm.load(), reset: () => vm.load() },
    form: formModel,
    detail,
    get pager() {
      return vm.pager;
    },
    get pageIndex() {
      return vm.pageIndex;
    },
    get pageSize() {
      return vm.pageSize;
    },
    get total() {
      return vm.total;
    },
    setPage: (i) => vm.setPage(i),
    setPageSize: (s) => vm.setPageSize(s),
    load: () => vm.load(),
    rowKey: (row) => String(row.id),
    cell: (row, column) => String(row[column.key] ?? ''),
    rowActions: () => vm.rowActions.map((a) => ({ key: a.key, label: a.label })),
    runRowAction: (row, action) => {
      if (action.key === 'view') return vm.view(asTemplate(row));
      if (action.key === 'edit') {
        checklist.select('inspection'); // each dialog starts on the first list
        return vm.openEdit(asTemplate(row));
      }
      if (action.key === 'delete') return vm.remove(asTemplate(row));
      return undefined;
    },
    runToolbarAction: (action) => {
      if (action.key !== 'add') return undefined;
      checklist.select('inspection');
      return vm.openCreate();
    },
    importExcel: async () => undefined,
    clearImportErrors: () => undefined,
  };
}
