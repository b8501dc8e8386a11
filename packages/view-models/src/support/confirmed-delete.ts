import type { ConfirmDialog, ConfirmRequest, Notifier, NotifyOptions } from '@worksite/contract';
import { vmMessages } from '../messages';
import { alreadyReported, failureMessage } from './failure-message';

/**
 * The delete's outcome toasts share one key (docs/decisions/0391): 删除成功! (or the refusal) replaces an
 * 已取消删除 still showing from the attempt before, so cancel-then-confirm never shows both.
 */
export const DELETE_OUTCOME: NotifyOptions = { key: 'delete-outcome' };

/** SPEC §8's delete confirmation: 提示, 此操作将永久删除该设备, 是否继续?, 确定 / 取消. */
const RECORD_DELETE_CONFIRM: ConfirmRequest = {
  title: vmMessages.recordDeleteConfirmTitle,
  message: vmMessages.recordDeleteConfirm,
  confirmText: vmMessages.confirmButton,
  cancelText: vmMessages.cancelButton,
  tone: 'warning',
};

/**
 * The one delete flow of every list, tree and record page (SPEC §8): the confirm (SPEC's unless `request`
 * says otherwise; cancel → 已取消删除), the call, then 删除成功! — or the server's refusal. True when deleted.
 */
export async function confirmedDelete(
  dialog: ConfirmDialog,
  notifier: Notifier,
  call: () => Promise<unknown>,
  request: ConfirmRequest = RECORD_DELETE_CONFIRM,
): Promise<boolean> {
  const ok = await dialog.confirm(request);
  if (!ok) {
    notifier.info(vmMessages.deleteCancelled, DELETE_OUTCOME);
    return false;
  }
  try {
    await call();
  } catch (e) {
    const message = failureMessage(e);
    if (!alreadyReported(e)) notifier.error(message, DELETE_OUTCOME);
    return false;
  }
  notifier.success(vmMessages.deleted, DELETE_OUTCOME);
  return true;
}
