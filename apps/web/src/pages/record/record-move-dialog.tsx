import { Stack } from '@chakra-ui/react';
import type { FormDialog } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import { AdminDialog, SubmitFooter } from '../../widgets/admin-dialog';
import { RecordFieldEditor } from './record-field-editor';

/**
 * A workflow move that writes fields (关闭报警记录: 处理措施), or a declared call's dialog (`name` call: 更正, 补录;
 * 0677): the fields by kind, 取消 and 确定.
 */
export const RecordMoveDialog = observer(function RecordMoveDialog({ move, testId, name = 'move' }: { move: FormDialog; testId: string; name?: string }) {
  const formId = `${testId}-${name}-form`;
  // 取消, × and Esc ask first when the dialog holds unsaved input (docs/decisions/0591).
  const close = () => void (move.requestClose !== undefined ? move.requestClose() : move.close());
  return (
    <AdminDialog
      open={move.open}
      onClose={close}
      title={move.title}
      testId={`${testId}-${name}-dialog`}
      size="md"
      footer={<SubmitFooter formId={formId} onCancel={close} saving={move.saving} label={messages.confirm} />}
    >
      <form
        noValidate
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void move.submit();
        }}
      >
        <Stack gap="4">
          {move.inputs.map((field) => (
            <RecordFieldEditor key={field.key} field={field} />
          ))}
        </Stack>
      </form>
    </AdminDialog>
  );
});
