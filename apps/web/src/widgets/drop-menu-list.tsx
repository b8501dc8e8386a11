import { Box, type BoxProps } from '@chakra-ui/react';

export interface DropMenuItem {
  readonly key: string;
  readonly label: string;
  readonly onSelect: () => void;
}

/**
 * The open panel of a drop-down menu (role="menu", one button per item) below its trigger: the back office's
 * light menu and the large screens' dark one differ only in the looks passed as `panel` and `item`.
 */
export function DropMenuList({ items, close, panel, item: itemLook }: { items: readonly DropMenuItem[]; close: () => void; panel: BoxProps; item: BoxProps }) {
  return (
    <Box role="menu" position="absolute" right="0" top="100%" borderWidth="1px" zIndex="dropdown" {...panel}>
      {items.map((item) => (
        <Box
          key={item.key}
          as="button"
          role="menuitem"
          display="block"
          w="100%"
          textAlign="left"
          {...itemLook}
          onClick={() => {
            close();
            item.onSelect();
          }}
        >
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
