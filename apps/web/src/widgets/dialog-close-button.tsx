import { CloseButton, Dialog } from '@chakra-ui/react';
import { messages } from '../messages';

/** A dialog's × in its corner, named 关闭 for screen readers (an empty close trigger has no name). */
export function DialogCloseButton() {
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={messages.close} />
    </Dialog.CloseTrigger>
  );
}
