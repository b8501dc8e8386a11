import { SimpleGrid } from '@chakra-ui/react';
import type { FormDialog, FormInput } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { RecordFieldEditor } from './record-field-editor';
import { coordinatePair, PositionField } from './position-field';
import { AdminDialog, SubmitFooter } from '../../widgets/admin-dialog';

export interface RecordFormDialogProps {
  readonly form: FormDialog;
  /** Saves the form (the list's submitForm: the list reloads on success). */
  readonly onSubmit: () => Promise<unknown>;
  /** Names the dialog's test id (`{testId}-form-dialog`). */
  readonly testId: string;
  /** A field editor of a record type's own (e.g. the template question lists); undefined → by field kind; false → none. */
  readonly editorFor?: (field: FormInput) => ReactNode | false | undefined;
  /** The dialog's size (default `lg`). */
  readonly size?: 'lg' | 'xl' | 'cover';
}

/**
 * 新增{title} / 编辑{title}: every field by kind with its label and message (a longitude / latitude pair as one
 * position picked on the map, 0361), 取消 and 新增 / 修改. The page scrolls a
 * long form (scrollBehavior outside): a scrolling body would clip the remote select's popover.
 */
export const RecordFormDialog = observer(function RecordFormDialog({ form, onSubmit, testId, editorFor, size = 'lg' }: RecordFormDialogProps) {
  const formId = `${testId}-form`;
  // 取消, × and Esc ask first when the form holds unsaved input (docs/decisions/0591); a click outside never closes it.
  const close = () => void (form.requestClose !== undefined ? form.requestClose() : form.close());
  const fields = form.inputs;
  const pair = coordinatePair(fields);
  const editor = (field: FormInput) => {
    if (pair !== undefined && field.key === pair.lat.key) return null;
    if (pair !== undefined && field.key === pair.lng.key) return <PositionField key="position" pair={pair} />;
    return <RecordFieldEditor key={field.key} field={field} />;
  };
  return (
    <AdminDialog
      open={form.open}
      onClose={close}
      title={form.title}
      testId={`${testId}-form-dialog`}
      size={size}
      scrollOutside
      footer={<SubmitFooter formId={formId} onCancel={close} saving={form.saving} label={form.submitLabel ?? ''} />}
    >
      <form
        noValidate
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <SimpleGrid columns={2} gap="4">
          {fields.map((field) => {
            const own = editorFor?.(field);
            return own === undefined ? editor(field) : own === false ? null : own;
          })}
        </SimpleGrid>
      </form>
    </AdminDialog>
  );
});
