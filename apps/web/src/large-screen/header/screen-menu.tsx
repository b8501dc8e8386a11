import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DropMenuList, type DropMenuItem } from '../../widgets/drop-menu-list';
import { useDismissableMenu } from '../../widgets/use-dismissable-menu';
import { screenTheme } from '../screen-theme';

/** A dark drop-down (button + role="menu"): closes on choice, Escape and outside click. */
export function ScreenMenu({ trigger, items, testId }: { trigger: ReactNode; items: readonly DropMenuItem[]; testId: string }) {
  const { open, setOpen, root } = useDismissableMenu();
  return (
    <Box position="relative" ref={root}>
      <Box
        as="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
        color={screenTheme.text}
        fontSize="0.875rem"
        px="0.5rem"
        h="1.75rem"
        borderRadius="0.25rem"
        _hover={{ color: screenTheme.accent }}
      >
        {trigger}
      </Box>
      {open && (
        <DropMenuList
          items={items}
          close={() => setOpen(false)}
          panel={{ mt: '0.25rem', minW: '8rem', bg: 'rgba(4, 20, 43, 0.97)', borderColor: screenTheme.panelBorder, borderRadius: '0.25rem', py: '0.25rem' }}
          item={{
            px: '0.875rem',
            py: '0.5rem',
            fontSize: '0.875rem',
            color: screenTheme.text,
            _hover: { bg: screenTheme.accentSoft, color: '#ffffff' },
            _focusVisible: { bg: screenTheme.accentSoft, outline: 'none' },
          }}
        />
      )}
    </Box>
  );
}
