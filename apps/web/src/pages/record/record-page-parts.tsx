import { TEMPLATE_DETAIL_DIALOG_WIDTH } from '@worksite/templates';
import { TemplateListViewModel } from '@worksite/view-models';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import type { RecordDetailModel, RecordFieldModel, RecordListModel } from './record-models';
import { templateListModel, type TemplateDetailModel } from './parts/template-list-model';
import { TemplateViewerBody } from './parts/template-viewer-body';

/** What a record type shows in a way of its own on the generic page (the rest is by field kind). */
export interface RecordPageParts {
  /** The list model when the type has a view-model of its own; else the generic record view-models. */
  readonly list?: (container: Container) => RecordListModel;
  /** A field editor of its own; undefined → the editor by field kind. */
  readonly editorFor?: (field: RecordFieldModel) => ReactNode | undefined;
  /** The detail dialog's body; undefined → label/value pairs. */
  readonly detailBody?: (detail: RecordDetailModel) => ReactNode;
  readonly detailWidth?: string;
}

const parts: Readonly<Record<string, RecordPageParts>> = {
  template: {
    list: (container) => templateListModel(container.get(TemplateListViewModel)),
    detailBody: (detail) => <TemplateViewerBody viewer={(detail as TemplateDetailModel).viewer} />,
    detailWidth: TEMPLATE_DETAIL_DIALOG_WIDTH,
  },
};

/** The special parts of a record type's page (none for most). */
export function recordPageParts(typeName: string): RecordPageParts {
  return parts[typeName] ?? {};
}
