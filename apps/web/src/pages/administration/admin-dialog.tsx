import { Button, Dialog, Portal } from '@chakra-ui/react';
import { vmMessages } from '@worksite/view-models';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { DialogCloseButton } from '../../widgets/dialog-close-button';

interface AdminDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly testId: string;
  readonly size?: 'md' | 'lg' | 'xl';
  /** The body scrolls inside the dialog (long trees) instead of the page. */
  readonly scrollInside?: boolean;
  readonly footer: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame every administration dialog shares: centred, titled, not closed by a click outside (a half-made
 * choice is not lost), its body and footer given by the dialog.
 */
export function AdminDialog({ open, onClose, title, testId, size, scrollInside, footer, children }: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior={scrollInside === true ? 'inside' : undefined}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** 取消 and 保存 of a dialog that saves a choice (保存 waits while loading and shows progress while saving). */
export function SaveFooter({ onCancel, onSave, saving, loading }: { onCancel: () => void; onSave: () => void; saving: boolean; loading: boolean }) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {messages.cancel}
      </Button>
      <Button colorPalette="blue" loading={saving} disabled={loading} onClick={onSave}>
        {vmMessages.saveButton}
      </Button>
    </>
  );
}

/** A native checkbox labelled by its name. */
export function LabelledCheckbox({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span>{label}</span>
    </label>
  );
}
