import { Box, Flex, Text } from '@chakra-ui/react';
import { BackOfficeModeViewModel, LayoutViewModel, MenuRoutesViewModel, CurrentUserViewModel, type SidebarItem } from '@worksite/view-models';
import { messages as permissionMessages } from '@worksite/permissions';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

const linkStyle = ({ isActive }: { isActive: boolean }) => ({
  display: 'block',
  padding: '0.55rem 1rem 0.55rem 2.25rem',
  fontSize: '0.875rem',
  color: isActive ? '#409eff' : '#bfcbd9',
  background: isActive ? '#1f2d3d' : undefined,
});

function SidebarGroup({ item, active, open, onToggle }: { item: SidebarItem; active: boolean; open: boolean; onToggle: () => void }) {
  if (item.children.length === 0) {
    return (
      <NavLink to={item.path} style={(s) => ({ ...linkStyle(s), paddingLeft: '1.25rem' })} data-menu-level="1">
        {item.title}
      </NavLink>
    );
  }
  return (
    <Box>
      <Flex
        as="button"
        w="100%"
        px="5"
        py="3"
        fontSize="sm"
        justify="space-between"
        color={active ? 'white' : '#bfcbd9'}
        _hover={{ bg: '#263445' }}
        onClick={onToggle}
        aria-expanded={open}
        data-menu-level="1"
      >
        <Text as="span">{item.title}</Text>
        <Text as="span" fontSize="xs" aria-hidden>
          {open ? '▾' : '▸'}
        </Text>
      </Flex>
      {open &&
        item.children.map((child) => (
          <NavLink key={child.path} to={child.path} style={linkStyle} data-menu-level="2">
            {child.title}
          </NavLink>
        ))}
    </Box>
  );
}

/** The left menu of SPEC §2.4 from the permission tree of the chosen company; fixed ≈13.125 rem wide. */
export const Sidebar = observer(function Sidebar() {
  const layout = useInjection(LayoutViewModel);
  const menuRoutes = useInjection(MenuRoutesViewModel);
  const currentUser = useInjection(CurrentUserViewModel);
  const mode = useInjection(BackOfficeModeViewModel);
  const location = useLocation();
  // UI state: unfolded groups; the group of the current page unfolds on navigation.
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const activeGroup = menuRoutes.sidebarItems.find((g) => location.pathname.startsWith(`${g.path}/`))?.path;
  useEffect(() => {
    if (activeGroup !== undefined) setUnfolded((prev) => (prev.has(activeGroup) ? prev : new Set(prev).add(activeGroup)));
  }, [activeGroup]);
  const toggle = (path: string) =>
    setUnfolded((prev) => {
      const next = new Set(prev);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  const logoLabel = currentUser.modeLinks[0]?.label ?? messages.platformName;

  return (
    <Box
      as="nav"
      data-testid="sidebar"
      data-open={layout.sidebarOpened}
      data-menu-function-type={mode.current}
      position="fixed"
      top="0"
      bottom="0"
      left="0"
      zIndex={layout.isMobile ? 'modal' : 'docked'}
      w={`${layout.sidebarWidthRem}rem`}
      bg="#304156"
      overflowY="auto"
      transform={layout.sidebarOpened ? 'none' : `translateX(-${layout.sidebarWidthRem}rem)`}
      transition={layout.withoutAnimation ? undefined : 'transform 0.28s'}
    >
      <Flex h="3.125rem" align="center" justify="center" bg="#2b2f3a" color="white" fontWeight="bold" fontSize="sm" data-testid="logo">
        {messages.platformName} · {logoLabel}
      </Flex>
      <NavLink to="/backHome" end style={(s) => ({ ...linkStyle(s), paddingLeft: '1.25rem' })} data-menu-level="0">
        {permissionMessages.home}
      </NavLink>
      {menuRoutes.sidebarItems.map((item) => (
        <SidebarGroup key={item.path} item={item} active={item.path === activeGroup} open={unfolded.has(item.path)} onToggle={() => toggle(item.path)} />
      ))}
    </Box>
  );
});
