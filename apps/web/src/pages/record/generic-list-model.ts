import type { FieldInput } from '@worksite/contract';
import { rowId, type RecordFormViewModel, type RecordListViewModel, type RecordMoveViewModel, type SearchField } from '@worksite/view-models';
import type { RecordFieldModel, RecordFormModel, RecordListModel, RecordMoveModel, RecordSearchModel } from './record-models';

const SEARCH_INPUT: Readonly<Record<NonNullable<SearchField['input']>, FieldInput>> = {
  text: { type: 'text' },
  select: { type: 'text' },
  date: { type: 'date' },
  dateRange: { type: 'date' },
};

function searchModel(vm: RecordListViewModel): RecordSearchModel {
  const form = vm.searchForm;
  return {
    get fields(): readonly RecordFieldModel[] {
      return form.fields.map((f) => ({
        key: f.key,
        label: f.label,
        input: SEARCH_INPUT[f.input ?? 'text'],
        required: f.required === true,
        get value() {
          return form.values[f.key] ?? '';
        },
        get error() {
          return form.errors[f.key];
        },
        placeholder: f.placeholder,
        options: f.options,
        setValue: (value: string) => form.setValue(f.key, value),
        blur: () => form.blur(f.key),
      }));
    },
    search: () => vm.search(),
    reset: () => vm.reset(),
  };
}

function formModel(form: RecordFormViewModel): RecordFormModel {
  return {
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
    get fields(): readonly RecordFieldModel[] {
      return form.fields.map((f) => ({
        key: f.key,
        label: f.label,
        input: f.field.input ?? { type: 'text' },
        required: f.required,
        get value() {
          return form.values[f.key] ?? '';
        },
        get error() {
          return form.errors[f.key];
        },
        placeholder: f.placeholder,
        options: f.type === 'lookup' || (f.options.length > 0 && f.type !== 'switch') ? f.options : undefined,
        select: form.choices[f.key] as RecordFieldModel['select'],
        upload: form.uploads[f.key],
        setValue: (value: string) => form.setField(f.key, value),
        blur: () => form.blur(f.key),
      }));
    },
    close: () => form.close(),
    submit: () => form.submit(),
  };
}

function moveModel(move: RecordMoveViewModel): RecordMoveModel {
  return {
    get open() {
      return move.open;
    },
    get title() {
      return move.title;
    },
    get saving() {
      return move.saving;
    },
    get fields(): readonly RecordFieldModel[] {
      return move.fields.map((f) => ({
        key: f.key,
        label: f.label,
        input: f.field.input ?? { type: 'text' },
        required: f.required,
        get value() {
          return move.values[f.key] ?? '';
        },
        get error() {
          return move.errors[f.key];
        },
        placeholder: f.placeholder,
        setValue: (value: string) => move.setValue(f.key, value),
        blur: () => move.blur(f.key),
      }));
    },
    close: () => move.close(),
    submit: () => move.submit(),
  };
}

/**
 * The generic record view-models (packages/view-models/src/records) as the page's model. Field models read
 * `value` and `error` through getters, so only the field's own editor (an observer) re-renders as the user types.
 */
export function genericListModel(vm: RecordListViewModel): RecordListModel {
  const search = searchModel(vm);
  const form = formModel(vm.form);
  return {
    get title() {
      return vm.title;
    },
    get loading() {
      return vm.loading;
    },
    get columns() {
      return vm.columns;
    },
    get rows() {
      return vm.rows;
    },
    get toolbar() {
      return vm.toolbar;
    },
    get importErrors() {
      return vm.importErrors;
    },
    get busy() {
      return vm.busy;
    },
    search,
    form,
    detail: vm.detail,
    move: moveModel(vm.move),
    watchLive: (stream) => vm.watchLive(stream),
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
    get sortKey() {
      return vm.sortKey;
    },
    get sortOrder() {
      return vm.sortOrder;
    },
    setSort: (key, order) => vm.setSort(key, order),
    setPage: (i) => vm.setPage(i),
    setPageSize: (s) => vm.setPageSize(s),
    load: () => vm.load(),
    rowKey: (row) => String(rowId(row)),
    cell: (row, column) => vm.columns.find((c) => c.key === column.key)?.text(row) ?? '',
    rowActions: (row) => vm.rowActions(row),
    runRowAction: (row, action) => vm.rowActions(row).find((a) => a.key === action.key)?.run(),
    runToolbarAction: (action) => {
      if (action.key === 'add') return vm.openCreate();
      if (action.key === 'export') return vm.exportExcel();
      if (action.key === 'importTemplate') return vm.downloadImportTemplate();
      return vm.runToolbarExtension(action.key);
    },
    importExcel: (bytes, fileName) => vm.importExcel(bytes, fileName),
    clearImportErrors: () => vm.clearImportErrors(),
  };
}
