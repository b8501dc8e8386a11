import { Box, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DropMenuList, type DropMenuItem } from './drop-menu-list';
import { useDismissableMenu } from './use-dismissable-menu';

export type { DropMenuItem } from './drop-menu-list';

/**
 * A small accessible drop-down menu (button + role="menu"), used instead of Chakra's Menu so the back office's
 * first load does not carry a positioning engine (docs/decisions/0092). Closes on choice, Escape and outside click.
 */
export function DropMenu({ trigger, items, testId }: { trigger: ReactNode; items: readonly DropMenuItem[]; testId?: string }) {
  const { open, setOpen, root } = useDismissableMenu();
  return (
    <Box position="relative" ref={root}>
      <Button variant="ghost" size="sm" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid={testId}>
        {trigger}
      </Button>
      {open && (
        <DropMenuList
          items={items}
          close={() => setOpen(false)}
          panel={{ mt: '1', minW: '9rem', bg: 'white', borderRadius: 'md', shadow: 'md', py: '1' }}
          item={{ px: '4', py: '2', fontSize: 'sm', _hover: { bg: 'gray.100' }, _focusVisible: { bg: 'gray.100', outline: 'none' } }}
        />
      )}
    </Box>
  );
}
