import type { ConfirmDialog, Notifier } from '@worksite/contract';
import { vmMessages } from '../messages';
import { reportFailure } from '../support/failure-message';

/**
 * 删除 of a tree node, as SPEC §8 has it for lists: the confirm (提示, 此操作将永久删除该设备, 是否继续?, 确定 /
 * 取消; cancel → 已取消删除), the call, then 删除成功! — or the server's refusal. True when deleted.
 */
export async function confirmedDelete(dialog: ConfirmDialog, notifier: Notifier, call: () => Promise<unknown>): Promise<boolean> {
  const ok = await dialog.confirm({
    title: vmMessages.recordDeleteConfirmTitle,
    message: vmMessages.recordDeleteConfirm,
    confirmText: vmMessages.confirmButton,
    cancelText: vmMessages.cancelButton,
    tone: 'warning',
  });
  if (!ok) {
    notifier.info(vmMessages.deleteCancelled);
    return false;
  }
  try {
    await call();
  } catch (e) {
    reportFailure(notifier, e);
    return false;
  }
  notifier.success(vmMessages.deleted);
  return true;
}
