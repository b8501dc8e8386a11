import { Button, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { messages } from '../../messages';
import { fileBytes } from '../../ports/browser-file-saver';
import type { RecordActionModel, RecordListModel } from './record-models';

/** The toolbar action that picks a file: 导入 (button `inport`). */
export const IMPORT_ACTION = 'import';
/** Toolbar actions that move a file; disabled while one is under way. */
const FILE_ACTIONS: readonly string[] = ['export', IMPORT_ACTION, 'importTemplate'];

/**
 * The toolbar buttons the view-model lists (新增, 导出, 导入, 下载导入模板, extensions), each by its text;
 * 导入 opens the hidden file input and hands the picked .xlsx bytes to the list's importExcel.
 */
export const RecordToolbar = observer(function RecordToolbar({ vm }: { vm: RecordListModel }) {
  const input = useRef<HTMLInputElement>(null);
  const run = (action: RecordActionModel) => (action.key === IMPORT_ACTION ? input.current?.click() : void vm.runToolbarAction(action));
  return (
    <HStack gap="2">
      {vm.toolbar.map((action) => (
        <Button
          key={action.key}
          size="sm"
          colorPalette="blue"
          variant={action.key === 'add' ? 'solid' : 'outline'}
          disabled={vm.busy === true && FILE_ACTIONS.includes(action.key)}
          onClick={() => run(action)}
        >
          {action.label}
        </Button>
      ))}
      {vm.toolbar.some((a) => a.key === IMPORT_ACTION) && (
        <input
          ref={input}
          type="file"
          hidden
          aria-label={messages.importFile}
          accept=".xlsx"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file !== undefined) void fileBytes(file).then((bytes) => vm.importExcel(bytes, file.name));
          }}
        />
      )}
    </HStack>
  );
});
