import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { RecordViewerLayout, ViewerCell, ViewerSection } from '@worksite/templates';

function CellContent({ cell }: { cell: ViewerCell }) {
  if (cell.kind === 'text') return <>{cell.text}</>;
  return (
    <Box as="span" display="inline-flex" flexWrap="wrap" gap="3">
      {cell.options.map((option) => (
        <Box as="label" key={option.value} display="inline-flex" alignItems="center" gap="1" color="gray.600">
          <input type="radio" name={cell.group} value={option.value} checked={cell.checked === option.value} disabled readOnly />
          {option.label}
        </Box>
      ))}
    </Box>
  );
}

/** One section of the viewer: its title and questionnaire table, or its empty text. */
export function SectionTable({ section }: { section: ViewerSection }) {
  return (
    <Box mb="5" data-testid={`viewer-section-${section.section}`}>
      <Heading size="sm" mb="2">
        {section.title}
      </Heading>
      {section.empty ? (
        <Text color="gray.500" py="3" textAlign="center" borderWidth="1px" borderRadius="sm">
          {section.error ?? section.emptyText}
        </Text>
      ) : (
        <Table.Root size="sm" showColumnBorder variant="outline">
          <Table.Header>
            <Table.Row>
              {section.columns.map((c) => (
                <Table.ColumnHeader key={c.key}>{c.title}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {section.rows.map((row) => (
              <Table.Row key={row.key}>
                {row.cells.map((cell, i) =>
                  cell.rowSpan === 0 || cell.colSpan === 0 ? null : (
                    <Table.Cell key={i} rowSpan={cell.rowSpan} colSpan={cell.colSpan}>
                      <CellContent cell={cell} />
                    </Table.Cell>
                  ),
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}

/** The read-only record viewer of SPEC §2.9: renders the layout the templates package computed. */
export function RecordViewer({ layout }: { layout: RecordViewerLayout }) {
  return (
    <Box data-testid="record-viewer" data-style={layout.style}>
      {layout.sections.map((section) => (
        <SectionTable key={section.section} section={section} />
      ))}
    </Box>
  );
}
