import { Button, HStack } from '@chakra-ui/react';
import type { ListAction, ListPage } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { messages } from '../../messages';
import { fileBytes } from '../../ports/browser-file-saver';

/** Toolbar actions that move a file; disabled while one is under way. */
const FILE_ACTIONS: readonly string[] = ['export', 'import', 'importTemplate'];

/**
 * The toolbar buttons the view-model lists (新增, 导出, 导入, 下载导入模板, extensions), each by its text, each
 * running its own action; one that takes a file (导入) opens the hidden file input and runs with the picked bytes.
 */
export const RecordToolbar = observer(function RecordToolbar({ vm }: { vm: ListPage }) {
  const input = useRef<HTMLInputElement>(null);
  const picking = vm.toolbar.find((a) => a.accept !== undefined);
  const run = (action: ListAction) => (action.accept !== undefined ? input.current?.click() : void action.run());
  return (
    <HStack gap="2">
      {vm.toolbar.map((action) => (
        <Button
          key={action.key}
          size="sm"
          colorPalette="blue"
          variant={action.key === 'add' ? 'solid' : 'outline'}
          disabled={vm.busy && FILE_ACTIONS.includes(action.key)}
          onClick={() => run(action)}
        >
          {action.label}
        </Button>
      ))}
      {picking !== undefined && (
        <input
          ref={input}
          type="file"
          hidden
          aria-label={messages.importFile}
          accept={picking.accept}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file !== undefined) void fileBytes(file).then((bytes) => picking.run({ bytes, name: file.name }));
          }}
        />
      )}
    </HStack>
  );
});
