import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { UploadViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { messages } from '../messages';

export interface UploadFieldProps {
  readonly vm: UploadViewModel;
  readonly label: string;
  /** Called with the held addresses (comma separated) after every change. */
  readonly onChange: (value: string) => void;
}

/**
 * The upload widget of SPEC §5: a file input accepting the rule's types (the view-model checks type, size and
 * count with SPEC's messages), the held images as thumbnails or files as names, each removable; adding is
 * disabled at the limit.
 */
export const UploadField = observer(function UploadField({ vm, label, onChange }: UploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const image = vm.config.mode === 'single' || vm.config.kind === 'image';
  const emit = () => onChange(vm.files.map((f) => f.url).join(','));
  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        {vm.files.map((f, i) => (
          <Box key={`${f.url}-${i}`} position="relative" borderWidth="1px" borderRadius="sm" p="1">
            {image ? <Image src={f.url} alt={f.name} boxSize="64px" objectFit="cover" /> : <Text fontSize="sm">{f.name}</Text>}
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="red"
              aria-label={messages.removeFile(f.name)}
              onClick={() => {
                vm.remove(i);
                emit();
              }}
            >
              ×
            </Button>
          </Box>
        ))}
      </HStack>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={vm.accept}
        multiple={vm.config.mode === 'list'}
        onChange={(e) => {
          const picked = Array.from(e.currentTarget.files ?? []).map((file) => ({ name: file.name, size: file.size, content: file }));
          e.currentTarget.value = '';
          void vm.choose(picked).then(emit);
        }}
      />
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled={!vm.canAdd} loading={vm.uploading} onClick={() => input.current?.click()}>
        {image ? messages.chooseImage : messages.chooseFile}
      </Button>
    </Stack>
  );
});
