import type { ConfirmDialog } from '@worksite/contract';
import { vmMessages } from '../messages';

/** A form's texts as it holds them: the input text of each field, an upload's files as their URLs. */
export function formTexts(
  keys: readonly string[],
  values: Readonly<Record<string, string>>,
  uploads: Readonly<Record<string, { readonly files: readonly { readonly url: string }[] }>>,
): Record<string, string> {
  const upload = (key: string) => uploads[key]?.files.map((f) => f.url).join(',');
  return Object.fromEntries(keys.map((key) => [key, upload(key) ?? values[key] ?? '']));
}

/**
 * Whether a form holds input not saved (docs/decisions/0591): a field whose text (trimmed) differs from the text it
 * was opened with — empty for 新增, the record's for 编辑. Blanks typed into an empty field are no change.
 */
export function changedSince(opened: Readonly<Record<string, string>>, now: Readonly<Record<string, string>>): boolean {
  const keys = new Set([...Object.keys(opened), ...Object.keys(now)]);
  return [...keys].some((k) => (opened[k] ?? '').trim() !== (now[k] ?? '').trim());
}

/** Asks before unsaved input is dropped (closing the dialog, leaving the page): true to drop it. */
export function confirmDiscard(dialog: ConfirmDialog): Promise<boolean> {
  return dialog.confirm({
    title: vmMessages.alertTitle,
    message: vmMessages.unsavedLeave,
    confirmText: vmMessages.confirmButton,
    cancelText: vmMessages.cancelButton,
    tone: 'warning',
  });
}
