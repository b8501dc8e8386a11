import { Box } from '@chakra-ui/react';
import type React from 'react';
import type { ReactNode } from 'react';
import { screenTheme } from '../screen-theme';

/** A compact dark table: sticky header (headings wrap, never cut), zebra rows, overflow scrolls inside the panel. */
export function ScreenTable({
  head,
  rows,
  testId,
  onRowClick,
  rowTitle,
}: {
  head: readonly ReactNode[];
  rows: readonly { key: string; cells: readonly ReactNode[]; live?: boolean }[];
  testId?: string;
  /** Rows become buttons (click, Enter or Space) calling this with their key. */
  onRowClick?: (key: string) => void;
  rowTitle?: string;
}) {
  return (
    <Box h="100%" overflowY="auto" overflowX="hidden" tabIndex={0} css={{ scrollbarWidth: 'thin', scrollbarColor: `${screenTheme.panelBorder} transparent` }} data-testid={testId}>
      <Box as="table" w="100%" fontSize="0.8125rem" color={screenTheme.text} css={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <Box as="thead" position="sticky" top="0" zIndex="1" bg="rgba(6, 36, 72, 0.95)">
          <Box as="tr">
            {head.map((h, i) => (
              <Box
                as="th"
                key={i}
                w={i === 0 && head.length > 3 ? '30%' : undefined}
                textAlign="left"
                fontWeight="500"
                color={screenTheme.accent}
                px="0.5rem"
                py="0.375rem"
                lineHeight="1.25"
                verticalAlign="bottom"
                // A narrow column's heading wraps rather than losing its end (力矩百分比(%), not 力矩百…).
                whiteSpace="normal"
                overflowWrap="anywhere"
              >
                {h}
              </Box>
            ))}
          </Box>
        </Box>
        <Box as="tbody">
          {rows.map((row, r) => (
            <Box
              as="tr"
              key={row.key}
              bg={r % 2 === 1 ? 'rgba(0, 160, 255, 0.06)' : undefined}
              data-live={row.live ? 'true' : undefined}
              data-testid={testId ? `${testId}-row` : undefined}
              css={row.live ? { animation: 'screenFlash 1.2s ease-out' } : undefined}
              {...(onRowClick
                ? {
                    role: 'button',
                    tabIndex: 0,
                    title: rowTitle,
                    cursor: 'pointer',
                    _hover: { bg: 'rgba(0, 160, 255, 0.16)' },
                    onClick: () => onRowClick(row.key),
                    onKeyDown: (e: React.KeyboardEvent) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        onRowClick(row.key);
                      }
                    },
                  }
                : {})}
            >
              {row.cells.map((cell, i) => (
                <Box as="td" key={i} px="0.5rem" py="0.3rem" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" borderBottom={`1px solid ${screenTheme.grid}`}>
                  {cell}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
