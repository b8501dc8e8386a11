import { ResetPasswordDialog } from './reset-password-dialog';
import { UserAssignmentDialog } from './user-assignment-dialog';

/** The dialogs of 用户管理's extension actions: 分配角色 and 重置密码. */
export function UserDialogs() {
  return (
    <>
      <UserAssignmentDialog />
      <ResetPasswordDialog />
    </>
  );
}
