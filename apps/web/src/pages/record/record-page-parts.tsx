import { TEMPLATE_DETAIL_DIALOG_WIDTH, TEMPLATE_SECTIONS } from '@worksite/templates';
import { KEYED_DEVICE_TYPES, RecordPageFactory, TemplateListViewModel, supplierRecordType, type FormInput, type ListPage } from '@worksite/view-models';
import type { Container } from 'inversify';
import type { ComponentType, ReactNode } from 'react';
import { CompanyTreeDialog } from '../administration/company-tree-dialog';
import { RoleDialogs } from '../administration/role-dialogs';
import { UserDialogs } from '../administration/user-dialogs';
import { OrderDialogs, TankerBindDialog, TaskDialogs } from '../concrete/concrete-dialogs';
import { ConcreteReportDialog } from '../concrete/concrete-report-dialog';
import { DeviceKeyDialog } from '../devices/device-key-dialog';
import { MaintenanceRecordsDialog } from '../devices/maintenance-records-dialog';
import { ContractPrintDialog } from '../personnel/contract-print-dialog';
import { PayrollLinesDialog } from '../payroll/payroll-lines-dialog';
import { PlanGanttPart } from '../progress/plan-gantt-part';
import { ChecklistEditor } from './parts/checklist-editor';
import { TemplateViewerBody } from './parts/template-viewer-body';

/** The four question-list fields: edited together by the checklist editor, never as JSON text (docs/decisions/0392). */
const QUESTION_LIST_FIELDS: ReadonlySet<string> = new Set(TEMPLATE_SECTIONS.map((s) => s.field));
/** The template list's parts read its own view-model (the record page holds it as a ListPage). */
const templates = (list: ListPage) => list as TemplateListViewModel;

/** What a record type shows in a way of its own on the generic page (the rest is by field kind). */
export interface RecordPageParts {
  /** The list when the type has a view-model of its own (or another declaration); else the type's generic record page. */
  readonly list?: (container: Container) => ListPage;
  /** A field editor of its own; undefined → the editor by field kind; false → nothing (another editor shows it). */
  readonly editorFor?: (field: FormInput, list: ListPage) => ReactNode | false | undefined;
  /** The detail dialog's body; undefined → label/value pairs. */
  readonly detailBody?: (list: ListPage) => ReactNode;
  readonly detailWidth?: string;
  /** The form dialog's size when its fields need more room than the default `lg`. */
  readonly formSize?: 'lg' | 'xl' | 'cover';
  /** Dialogs of the type's extension actions (分配权限, 重置密码), rendered beside the page's own. */
  readonly dialogs?: ComponentType;
  /** A part shown above the search form, reading the list (进度计划's Gantt chart, 0722). */
  readonly above?: ComponentType<{ list: ListPage }>;
}

const parts: Readonly<Record<string, RecordPageParts>> = {
  template: {
    list: (container) => container.get(TemplateListViewModel),
    detailBody: (list) => <TemplateViewerBody viewer={templates(list).viewer} />,
    detailWidth: TEMPLATE_DETAIL_DIALOG_WIDTH,
    // The four question lists: one checklist editor (on the first list's place) with its preview, never JSON text.
    editorFor: (field, list) =>
      field.key === TEMPLATE_SECTIONS[0]?.field ? <ChecklistEditor key={field.key} vm={templates(list).checklist} /> : QUESTION_LIST_FIELDS.has(field.key) ? false : undefined,
    formSize: 'xl',
  },
  user: { dialogs: UserDialogs },
  role: { dialogs: RoleDialogs },
  organisation: { dialogs: CompanyTreeDialog },
  concOrder: { dialogs: OrderDialogs },
  concTask: { dialogs: TaskDialogs },
  concPlant: { dialogs: ConcreteReportDialog },
  tankerCar: { dialogs: TankerBindDialog },
  supplier: { list: (container) => container.get(RecordPageFactory).create(supplierRecordType) },
  // 重置密钥 on every telemetry device page (0380); 维保记录 with the §2.9 viewer on the maintenance devices (0384).
  ...Object.fromEntries(KEYED_DEVICE_TYPES.map((name) => [name, { dialogs: DeviceKeyDialog }])),
  inspectionDevice: { dialogs: MaintenanceRecordsDialog },
  // 打印合同's printable sheet (0655).
  labourContract: { dialogs: ContractPrintDialog },
  // 工资明细 of a sheet: the lines, the bank file, 工人确认 (0680, 0683).
  payrollSheet: { dialogs: PayrollLinesDialog },
  // 进度计划's Gantt chart above the list (0722).
  planTask: { above: PlanGanttPart },
};

/** The special parts of a record type's page (none for most). */
export function recordPageParts(typeName: string): RecordPageParts {
  return parts[typeName] ?? {};
}
