import { Button, Dialog, Portal } from '@chakra-ui/react';
import { vmMessages } from '@worksite/view-models';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import { DialogCloseButton } from './dialog-close-button';

interface AdminDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly testId: string;
  readonly size?: 'md' | 'lg' | 'xl' | 'cover';
  /** The body scrolls inside the dialog (long trees) instead of the page. */
  readonly scrollInside?: boolean;
  /** The page scrolls a long form (a scrolling body would clip a select's popover). */
  readonly scrollOutside?: boolean;
  readonly footer: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame every back-office dialog shares (administration, records, devices, concrete): centred, titled, not closed by a click outside (a half-made
 * choice is not lost), its body and footer given by the dialog.
 */
export function AdminDialog({ open, onClose, title, testId, size, scrollInside, scrollOutside, footer, children }: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior={scrollInside === true ? 'inside' : scrollOutside === true ? 'outside' : undefined}
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

/** 取消 and the submit button of the dialog's form `formId` (新增 / 修改 / 确定), showing progress while saving. */
export function SubmitFooter({ formId, onCancel, saving, label }: { formId: string; onCancel: () => void; saving: boolean; label: string }) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {messages.cancel}
      </Button>
      <Button type="submit" form={formId} colorPalette="blue" loading={saving}>
        {label}
      </Button>
    </>
  );
}

/** 关闭 of a dialog that only shows (a tree with its own row actions, a report). */
export function CloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <Button variant="outline" onClick={onClose}>
      {messages.close}
    </Button>
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
