import { TEMPLATE_DETAIL_DIALOG_WIDTH } from '@worksite/templates';
import { RecordPageFactory, TELEMETRY_DEVICE_TYPES, TemplateListViewModel, supplierRecordType } from '@worksite/view-models';
import type { Container } from 'inversify';
import type { ComponentType, ReactNode } from 'react';
import { CompanyTreeDialog } from '../administration/company-tree-dialog';
import { RoleDialogs } from '../administration/role-dialogs';
import { UserDialogs } from '../administration/user-dialogs';
import { OrderDialogs, TankerBindDialog, TaskDialogs } from '../concrete/concrete-dialogs';
import { ConcreteReportDialog } from '../concrete/concrete-report-dialog';
import { DeviceKeyDialog } from '../devices/device-key-dialog';
import { MaintenanceRecordsDialog } from '../devices/maintenance-records-dialog';
import type { RecordDetailModel, RecordFieldModel, RecordListModel } from './record-models';
import { genericListModel } from './generic-list-model';
import { ChecklistEditor } from './parts/checklist-editor';
import { QUESTION_LIST_FIELDS, templateListModel, type TemplateChecklistFieldModel, type TemplateDetailModel } from './parts/template-list-model';
import { TemplateViewerBody } from './parts/template-viewer-body';

/** What a record type shows in a way of its own on the generic page (the rest is by field kind). */
export interface RecordPageParts {
  /** The list model when the type has a view-model of its own; else the generic record view-models. */
  readonly list?: (container: Container) => RecordListModel;
  /** A field editor of its own; undefined → the editor by field kind; false → nothing (another editor shows it). */
  readonly editorFor?: (field: RecordFieldModel) => ReactNode | undefined;
  /** The detail dialog's body; undefined → label/value pairs. */
  readonly detailBody?: (detail: RecordDetailModel) => ReactNode;
  readonly detailWidth?: string;
  /** The form dialog's size when its fields need more room than the default `lg`. */
  readonly formSize?: 'lg' | 'xl' | 'cover';
  /** Dialogs of the type's extension actions (分配权限, 重置密码), rendered beside the page's own. */
  readonly dialogs?: ComponentType;
}

const parts: Readonly<Record<string, RecordPageParts>> = {
  template: {
    list: (container) => templateListModel(container.get(TemplateListViewModel)),
    detailBody: (detail) => <TemplateViewerBody viewer={(detail as TemplateDetailModel).viewer} />,
    detailWidth: TEMPLATE_DETAIL_DIALOG_WIDTH,
    // The four question lists: one checklist editor with its preview, never JSON text (docs/decisions/0392).
    editorFor: (field) =>
      'checklist' in field ? <ChecklistEditor key={field.key} vm={(field as TemplateChecklistFieldModel).checklist} /> : QUESTION_LIST_FIELDS.has(field.key) ? false : undefined,
    formSize: 'xl',
  },
  user: { dialogs: UserDialogs },
  role: { dialogs: RoleDialogs },
  organisation: { dialogs: CompanyTreeDialog },
  concOrder: { dialogs: OrderDialogs },
  concTask: { dialogs: TaskDialogs },
  concPlant: { dialogs: ConcreteReportDialog },
  tankerCar: { dialogs: TankerBindDialog },
  supplier: { list: (container) => genericListModel(container.get(RecordPageFactory).create(supplierRecordType)) },
  // 重置密钥 on every telemetry device page (0380); 维保记录 with the §2.9 viewer on the maintenance devices (0384).
  ...Object.fromEntries(TELEMETRY_DEVICE_TYPES.map((name) => [name, { dialogs: DeviceKeyDialog }])),
  inspectionDevice: { dialogs: MaintenanceRecordsDialog },
};

/** The special parts of a record type's page (none for most). */
export function recordPageParts(typeName: string): RecordPageParts {
  return parts[typeName] ?? {};
}
