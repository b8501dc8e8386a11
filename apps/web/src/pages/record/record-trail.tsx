import { Heading, Table } from '@chakra-ui/react';
import type { DetailDialog } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';

/** 处理记录: the record's handling trail under its details (who did what when, with the measures). */
export const RecordTrail = observer(function RecordTrail({ detail, testId }: { detail: DetailDialog; testId: string }) {
  const trail = detail.trail ?? [];
  if (trail.length === 0) return null;
  return (
    <>
      <Heading as="h2" size="sm" mt="4" mb="2">
        {messages.recordTrail}
      </Heading>
      <Table.Root size="sm" data-testid={`${testId}-trail`} aria-label={messages.recordTrail}>
        <Table.Header>
          <Table.Row>
            {messages.recordTrailColumns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {trail.map((e, i) => (
            <Table.Row key={i}>
              <Table.Cell whiteSpace="nowrap">{e.at}</Table.Cell>
              <Table.Cell>{e.who}</Table.Cell>
              <Table.Cell>{e.what}</Table.Cell>
              <Table.Cell>{e.note}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
});
