import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { clampPageIndex, pageCount, type PagerLayoutPart, type PagerOptions } from '@worksite/paging';
import { useState, type ReactNode } from 'react';
import { messages } from '../messages';

export interface PagerProps {
  readonly options: PagerOptions;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (index: number) => void;
  readonly onSize: (size: number) => void;
}

/** Page numbers to show: all up to 7, else first, last and a window around the current with gaps. */
function pageNumbers(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, count - 5));
  const to = Math.min(count - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? ['gap' as const] : []), ...middle, ...(to < count - 1 ? ['gap' as const] : []), count];
}

function Jumper({ count, onPage, pageSize, total }: { count: number; onPage: (i: number) => void; pageSize: number; total: number }) {
  const [text, setText] = useState('');
  const jump = () => {
    const n = Number(text);
    if (text !== '' && Number.isFinite(n)) onPage(clampPageIndex(n, pageSize, total));
    setText('');
  };
  return (
    <HStack gap="1">
      <Text fontSize="sm">{messages.pagerJumpTo}</Text>
      <Input
        size="xs"
        w="3.5rem"
        aria-label={messages.pagerJumpTo}
        value={text}
        inputMode="numeric"
        max={count}
        onChange={(e) => setText(e.target.value)}
        onBlur={jump}
        onKeyDown={(e) => e.key === 'Enter' && jump()}
      />
      <Text fontSize="sm">{messages.pagerPageUnit}</Text>
    </HStack>
  );
}

/** The list pager: the parts of `options.layout` in order (prev, pager, next, sizes, total, jumper). */
export function Pager({ options, pageIndex, pageSize, total, onPage, onSize }: PagerProps) {
  const count = pageCount(total, pageSize);
  const parts: Record<PagerLayoutPart, ReactNode> = {
    prev: (
      <Button key="prev" size="xs" variant="outline" aria-label={messages.pagerPrev} disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
        ‹
      </Button>
    ),
    pager: (
      <HStack key="pager" gap="1">
        {pageNumbers(pageIndex, count).map((n, i) =>
          n === 'gap' ? (
            <Text key={`gap-${i}`} fontSize="sm" px="1">
              …
            </Text>
          ) : (
            <Button
              key={n}
              size="xs"
              variant={n === pageIndex ? 'solid' : 'ghost'}
              colorPalette="blue"
              aria-current={n === pageIndex ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          ),
        )}
      </HStack>
    ),
    next: (
      <Button key="next" size="xs" variant="outline" aria-label={messages.pagerNext} disabled={pageIndex >= count} onClick={() => onPage(pageIndex + 1)}>
        ›
      </Button>
    ),
    sizes: (
      <NativeSelect.Root key="sizes" size="xs" width="6.5rem">
        <NativeSelect.Field aria-label="page-size" value={String(pageSize)} onChange={(e) => onSize(Number(e.currentTarget.value))}>
          {options.sizes.map((s) => (
            <option key={s} value={String(s)}>
              {messages.pagerPageSize(s)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    ),
    total: (
      <Text key="total" fontSize="sm" data-testid="pager-total">
        {messages.pagerTotal(total)}
      </Text>
    ),
    jumper: <Jumper key="jumper" count={count} onPage={onPage} pageSize={pageSize} total={total} />,
  };
  return (
    <HStack gap="3" justify="flex-end" flexWrap="wrap" py="3" data-testid="pager">
      {options.layout.map((part) => parts[part])}
    </HStack>
  );
}
