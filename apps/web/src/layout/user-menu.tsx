import { Badge } from '@chakra-ui/react';
import { CurrentUserViewModel, LayoutViewModel, MonitorViewModel, PasswordChangeViewModel, SessionViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';
import { DropMenu, type DropMenuItem } from '../widgets/drop-menu';

const PasswordChangeDialog = lazy(() => import('../dialogs/password-change-dialog'));
const MonitorDialog = lazy(() => import('../dialogs/monitor-dialog'));

/**
 * User menu (SPEC §2.4): below 992 px first the mode links the top bar has no room for (decision 0628), 修改密码, 个人信息, the monitor entry (only with watched companies, monitoring off),
 * 退出监视 while monitoring, 退出登录 (hidden while monitoring). Its dialogs load when first opened.
 */
export const UserMenu = observer(function UserMenu() {
  const session = useInjection(SessionViewModel);
  const currentUser = useInjection(CurrentUserViewModel);
  const monitor = useInjection(MonitorViewModel);
  const password = useInjection(PasswordChangeViewModel);
  const layout = useInjection(LayoutViewModel);
  const navigate = useNavigate();
  // After the monitor switch reloaded the page: 已进入监视模式 / 已退出监视模式 (docs/decisions/0393).
  useEffect(() => monitor.announce(), [monitor]);
  const items: DropMenuItem[] = [
    ...layout.userMenuModeLinks.map((link) => ({ key: `mode-${link.kind}`, label: link.label, onSelect: () => navigate(link.target) })),
    { key: 'password', label: vmMessages.changePassword, onSelect: () => password.openForm('backOffice') },
    { key: 'account', label: vmMessages.personalInformation, onSelect: () => navigate('/MyAccount/index') },
  ];
  if (monitor.entryVisible) items.push({ key: 'monitor', label: vmMessages.monitorEntry, onSelect: monitor.openDialog });
  if (monitor.exitVisible) items.push({ key: 'exit-monitor', label: vmMessages.exitMonitor, onSelect: () => void monitor.exit() });
  if (monitor.logoutVisible) items.push({ key: 'logout', label: vmMessages.logOut, onSelect: () => void session.signOut() });
  return (
    <>
      {monitor.monitoring && (
        <Badge colorPalette="orange" data-testid="monitoring-badge" title={monitor.watchedName}>
          {messages.monitoring} {monitor.watchedName}
        </Badge>
      )}
      <DropMenu trigger={`${currentUser.userName} ▾`} items={items} testId="user-menu" />
      {password.open && (
        <Suspense fallback={null}>
          <PasswordChangeDialog vm={password} />
        </Suspense>
      )}
      {monitor.dialogOpen && (
        <Suspense fallback={null}>
          <MonitorDialog />
        </Suspense>
      )}
    </>
  );
});
