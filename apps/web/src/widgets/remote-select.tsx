import { Button, Input, Popover, Stack, Text, chakra, useFieldContext } from '@chakra-ui/react';
import type { SelectViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { messages } from '../messages';
import { Pager } from './pager';

export interface RemoteSelectProps {
  readonly vm: SelectViewModel;
  /** The field label: names the trigger and the search input. */
  readonly label: string;
  readonly invalid?: boolean;
  /** The chosen option's value (the field's value), or '' for none. */
  readonly onChoose: (value: string, label: string) => void;
}

/**
 * The select with search, paging and a popover of SPEC §2.10 (width 270): the trigger shows the choice,
 * the popover a keyword box, one page of options and the select pager.
 */
export const RemoteSelect = observer(function RemoteSelect({ vm, label, invalid = false, onChoose }: RemoteSelectProps) {
  // Inside a form field the trigger is the field's control: its <label> names it (the button keeps its visible
  // text, the choice, out of the name's way: axe label-content-name-mismatch). Alone, aria-label names it.
  const field = useFieldContext() as { ids?: { control?: string } } | undefined;
  const controlId = field?.ids?.control;
  return (
    <Popover.Root
      ids={controlId === undefined ? undefined : { trigger: controlId }}
      open={vm.popoverOpen}
      onOpenChange={(e) => (e.open ? void vm.open() : vm.close())}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          justifyContent="space-between"
          fontWeight="normal"
          w="full"
          aria-label={controlId === undefined ? label : undefined}
          aria-invalid={invalid || undefined}
          borderColor={invalid ? 'red.500' : undefined}
          color={vm.selected === undefined ? 'gray.500' : undefined}
        >
          {vm.selected?.label ?? messages.selectPlaceholder(label)}
          <Text as="span" aria-hidden>
            ▾
          </Text>
        </Button>
      </Popover.Trigger>
      {/* Styled here, not by Chakra's popover recipe: the recipe would sit in the first load (docs/decisions/0326). */}
      {/* zag copies the content's z-index to the positioner (its inline `z-index: var(--z-index)`). */}
      <Popover.Positioner>
        <Popover.Content
          width={`${vm.popoverWidth}px`}
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          outline="none"
          zIndex="popover"
          data-testid="remote-select-popover"
        >
          <Popover.Body p="2">
            <Input
              size="xs"
              mb="2"
              aria-label={messages.searchIn(label)}
              placeholder={messages.searchKeyword}
              defaultValue={vm.keyword}
              onKeyDown={(e) => {
                // Enter searches; it must not submit the form the select sits in.
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void vm.search(e.currentTarget.value);
              }}
              onBlur={(e) => e.currentTarget.value !== vm.keyword && void vm.search(e.currentTarget.value)}
            />
            <Stack gap="0" maxH="240px" overflowY="auto" role="listbox" aria-label={label}>
              {vm.options.map((o) => (
                <chakra.button
                  type="button"
                  key={o.value}
                  role="option"
                  aria-selected={vm.selected?.value === o.value}
                  textAlign="left"
                  px="2"
                  py="1"
                  fontSize="sm"
                  _hover={{ bg: 'blue.50' }}
                  bg={vm.selected?.value === o.value ? 'blue.50' : undefined}
                  onClick={() => {
                    vm.choose(o);
                    onChoose(o.value, o.label);
                  }}
                >
                  {o.label}
                </chakra.button>
              ))}
              {vm.options.length === 0 && (
                <Text fontSize="sm" color="gray.500" textAlign="center" py="2">
                  {vm.loading ? messages.loading : messages.noData}
                </Text>
              )}
            </Stack>
            <Pager
              options={{ ...vm.pager, layout: ['prev', 'pager', 'next'] }}
              pageIndex={vm.pageIndex}
              pageSize={vm.pageSize}
              total={vm.total}
              onPage={(i) => void vm.setPage(i)}
              onSize={(s) => void vm.setPageSize(s)}
            />
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
});
