import { Box, Button, Field, HStack, Input, SimpleGrid, Table } from '@chakra-ui/react';
import { vmMessages, type TreeEditor, type TreeFormField } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { AdminDialog, SubmitFooter } from '../../widgets/admin-dialog';
import { ChoiceSelect } from '../../widgets/choice-select';
import { DistrictPicker } from '../../widgets/district-picker';

interface TreeFormDialogProps<K extends string> {
  readonly vm: TreeEditor<unknown, K>;
  readonly title: string;
  readonly testId: string;
  /** The parent a new node goes under, when there is one (上级: …). */
  readonly parentLabel: string | undefined;
  /** Fields not shown or not editable in this mode (a menu's kind once made, a button's key). */
  readonly hidden?: readonly K[];
  readonly locked?: readonly K[];
}

/** One field's control: a select of its choices, the district picker (公司 › 所属区域, 0525), else a text input. */
const TreeFieldControl = observer(function TreeFieldControl<K extends string>({ vm, field, locked }: { vm: TreeEditor<unknown, K>; field: TreeFormField<K>; locked: boolean }) {
  const value = vm.values[field.key];
  const setValue = (v: string) => vm.setValue(field.key, v);
  if (field.choices !== undefined) return <ChoiceSelect value={value} choices={field.choices} onChange={setValue} />;
  if (field.input?.type === 'district' && !locked) return <DistrictPicker field={{ key: field.key, label: field.label, value, setValue, blur: () => undefined }} />;
  return <Input size="sm" value={value} disabled={locked} onChange={(e) => setValue(e.target.value)} />;
});

/**
 * 新增 / 编辑 of a tree dialog's node (公司管理, 菜单管理): one input per field the record type declares for the form —
 * its declared label, a select for a lookup's or a switch's choices, the declared required message (docs/decisions/0483).
 */
export const TreeFormDialog = observer(function TreeFormDialog<K extends string>({ vm, title, testId, parentLabel, hidden = [], locked = [] }: TreeFormDialogProps<K>) {
  const creating = vm.formMode === 'create';
  const formId = `${testId}-form`;
  return (
    <AdminDialog
      open={vm.formMode !== undefined}
      onClose={vm.closeForm}
      title={`${creating ? vmMessages.recordAdd : vmMessages.recordEdit}${title}`}
      testId={testId}
      footer={<SubmitFooter formId={formId} onCancel={vm.closeForm} saving={vm.saving} label={creating ? vmMessages.recordAdd : vmMessages.recordUpdate} />}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit();
        }}
      >
        {creating && parentLabel !== undefined && <Box mb="3" color="gray.600">{parentLabel}</Box>}
        <SimpleGrid columns={2} gap="4">
          {vm.fields
            .filter((f) => !hidden.includes(f.key))
            .map((f) => (
              <Field.Root key={f.key} invalid={vm.errors[f.key] !== undefined} required={f.required !== undefined} gridColumn={f.input?.type === 'district' ? 'span 2' : undefined}>
                <Field.Label>{f.label}</Field.Label>
                <TreeFieldControl vm={vm} field={f} locked={locked.includes(f.key)} />
                {vm.errors[f.key] !== undefined && <Field.ErrorText>{vm.errors[f.key]}</Field.ErrorText>}
              </Field.Root>
            ))}
        </SimpleGrid>
      </form>
    </AdminDialog>
  );
});

/** A tree row's 新增下级 (where it may have children), 编辑 and 删除 (where the page's buttons allow them). */
export function TreeRowActions({ addChild, edit, remove }: { addChild?: () => void; edit?: () => void; remove?: () => void }) {
  return (
    <HStack gap="1">
      {addChild !== undefined && (
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={addChild}>
          {vmMessages.addChildAction}
        </Button>
      )}
      {edit !== undefined && (
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={edit}>
          {vmMessages.recordEdit}
        </Button>
      )}
      {remove !== undefined && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={remove}>
          {vmMessages.recordDelete}
        </Button>
      )}
    </HStack>
  );
}

/** One row of a tree table: its key, depth (1 = top, indented by it) and cells; the actions column is added. */
export interface TreeTableRow {
  readonly key: number;
  readonly level: number;
  readonly cells: readonly ReactNode[];
  readonly actions: ReactNode;
}

/** A tree dialog's table: the declared column headers, one row per node indented by its level, then its actions. */
export function TreeTable({ label, columns, rows }: { label: string; columns: readonly string[]; rows: readonly TreeTableRow[] }) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          {[...columns, messages.actions].map((c) => (
            <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key} aria-level={row.level} data-level={row.level}>
            {row.cells.map((cell, i) => (
              <Table.Cell key={i} pl={i === 0 ? `${row.level * 1.25}rem` : undefined}>
                {cell}
              </Table.Cell>
            ))}
            <Table.Cell>{row.actions}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
