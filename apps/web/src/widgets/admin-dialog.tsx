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
  readonly size?: 'sm' | 'md' | 'lg' | 'xl' | 'cover';
  /** The body scrolls inside the dialog (long trees) instead of the page. */
  readonly scrollInside?: boolean;
  /** The page scrolls a long form (a scrolling body would clip a select's popover). */
  readonly scrollOutside?: boolean;
  /** A quick choice (监视公司, 修改密码): a click outside closes it, and it has no × (its 取消 does that). */
  readonly quick?: boolean;
  /** Which form of the dialog this is (the password dialog's back-office and large-screen variants). */
  readonly variant?: string;
  readonly footer: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame every back-office dialog shares (administration, records, devices, concrete, the user menu's): centred, titled, not closed by a click
 * outside unless `quick` (a half-made choice is not lost), its body and footer given by the dialog.
 */
export function AdminDialog({ open, onClose, title, testId, size, scrollInside, scrollOutside, quick = false, variant, footer, children }: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior={scrollInside === true ? 'inside' : scrollOutside === true ? 'outside' : undefined}
      closeOnInteractOutside={quick}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} data-variant={variant}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {!quick && <DialogCloseButton />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** 取消 and 保存 (or `label`) of a dialog that saves a choice (it waits while loading and shows progress while saving). */
export function SaveFooter({ onCancel, onSave, saving, loading, label = vmMessages.saveButton }: { onCancel: () => void; onSave: () => void; saving: boolean; loading: boolean; label?: string }) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {messages.cancel}
      </Button>
      <Button colorPalette="blue" loading={saving} disabled={loading} onClick={onSave}>
        {label}
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
