import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { MonitorViewModel, PasswordChangeViewModel, SessionViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { MonitorDialog } from '../dialogs/monitor-dialog';
import { PasswordChangeDialog } from '../dialogs/password-change-dialog';
import { messages } from '../messages';

/**
 * User menu (SPEC §2.4): 修改密码, 个人信息, the monitor entry (only with watched companies, monitoring off),
 * 退出监视 while monitoring, 退出登录 (hidden while monitoring).
 */
export const UserMenu = observer(function UserMenu() {
  const session = useInjection(SessionViewModel);
  const monitor = useInjection(MonitorViewModel);
  const password = useInjection(PasswordChangeViewModel);
  const navigate = useNavigate();
  return (
    <>
      {monitor.monitoring && (
        <Badge colorPalette="orange" data-testid="monitoring-badge" title={monitor.watchedName}>
          {messages.monitoring}
        </Badge>
      )}
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" data-testid="user-menu">
            {session.userName} ▾
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="9rem">
              <Menu.Item value="password" onSelect={() => password.openForm('backOffice')}>
                {vmMessages.changePassword}
              </Menu.Item>
              <Menu.Item value="account" onSelect={() => navigate('/MyAccount/index')}>
                {vmMessages.personalInformation}
              </Menu.Item>
              {monitor.entryVisible && (
                <Menu.Item value="monitor" onSelect={monitor.openDialog}>
                  {vmMessages.monitorEntry}
                </Menu.Item>
              )}
              {monitor.exitVisible && (
                <Menu.Item value="exit-monitor" onSelect={() => void monitor.exit()}>
                  {vmMessages.exitMonitor}
                </Menu.Item>
              )}
              {monitor.logoutVisible && (
                <Menu.Item value="logout" onSelect={() => void session.signOut()}>
                  {vmMessages.logOut}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <PasswordChangeDialog vm={password} />
      <MonitorDialog />
    </>
  );
});
