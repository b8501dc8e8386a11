import type { ReactNode } from 'react';
import type { RecordDetailModel, RecordFieldModel } from './record-models';

/** What a record type shows in a way of its own on the generic page (the rest is by field kind). */
export interface RecordPageParts {
  /** A field editor of its own; undefined → the editor by field kind. */
  readonly editorFor?: (field: RecordFieldModel) => ReactNode | undefined;
  /** The detail dialog's body; undefined → label/value pairs. */
  readonly detailBody?: (detail: RecordDetailModel) => ReactNode;
  readonly detailWidth?: string;
}

const parts: Readonly<Record<string, RecordPageParts>> = {};

/** The special parts of a record type's page (none for most). */
export function recordPageParts(typeName: string): RecordPageParts {
  return parts[typeName] ?? {};
}
