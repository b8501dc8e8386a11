import { Box, Button, Flex, Heading, Input, Table, Text } from '@chakra-ui/react';
import { TransportRecordsViewModel, concreteMessages as m } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useViewModel } from '../../di/use-view-model';
import type { PageProps } from '../page-props';
import { RECORD_PAGE_MODULES } from '../record-page-modules';

const COLUMNS = ['车牌号', '司机', '任务编号', '送往项目', '搅拌站', '强度等级', '方量(m³)', '发车时间', '送达时间', '状态'] as const;

/**
 * 运输记录 (车辆管理 › carmanage/transport/index): the trips of WhereTransProductList in a box that pages by
 * scrolling (SPEC §2.10, §4, §9; docs/decisions/0350) — the bottom edge loads the next 10, the top edge the
 * previous 10, after 400 ms, and the box scrolls back to 260 px.
 */
const TransportRecordsPage = observer(function TransportRecordsPage({ title }: PageProps) {
  const vm = useViewModel(TransportRecordsViewModel, RECORD_PAGE_MODULES);
  const box = useRef<HTMLDivElement>(null);
  const list = vm.list;
  useEffect(() => {
    void vm.search();
    return vm.dispose;
  }, [vm]);
  useLayoutEffect(() => {
    if (list.scrollTop !== undefined && box.current !== null) {
      box.current.scrollTop = list.scrollTop;
      list.scrollApplied();
    }
  }, [list.scrollTop, list.rows, list]);
  return (
    <Box bg="white" borderRadius="md" p="4" data-testid="transport-page">
      <Heading as="h1" size="md" mb="3">
        {title}
      </Heading>
      <Flex
        as="form"
        gap="2"
        mb="3"
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          void vm.search();
        }}
      >
        <Input aria-label={m.transportPlateFilter} placeholder={m.transportPlateFilter} maxW="14rem" value={vm.plate} onChange={(e) => vm.setPlate(e.target.value)} />
        <Button type="submit" colorPalette="blue">
          {m.transportSearch}
        </Button>
      </Flex>
      <Box
        ref={box}
        h="18rem"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        data-testid="transport-scroll"
        data-page-index={list.pageIndex}
        onScroll={(e) => list.onScroll(e.currentTarget.scrollTop, e.currentTarget.clientHeight, e.currentTarget.scrollHeight)}
      >
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c} whiteSpace="nowrap">
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((r) => (
              <Table.Row key={r.id} h="3.5rem">
                <Table.Cell whiteSpace="nowrap">{r.plateNo}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.driverName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.taskNo}</Table.Cell>
                <Table.Cell>{r.projectName}</Table.Cell>
                <Table.Cell>{r.plantName}</Table.Cell>
                <Table.Cell>{r.strengthGrade}</Table.Cell>
                <Table.Cell>{r.volume}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.leftAt}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.arrivedAt}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.statusName}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!list.loading && list.rows.length === 0 && (
          <Text p="4" color="gray.600">
            {m.transportEmpty}
          </Text>
        )}
      </Box>
      <Text mt="2" fontSize="sm" color="gray.600" data-testid="transport-status">
        {m.transportPage(list.pageIndex, list.recordCount)}
      </Text>
    </Box>
  );
});

export default TransportRecordsPage;
