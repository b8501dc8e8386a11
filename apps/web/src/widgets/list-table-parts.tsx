import { Table, Text } from '@chakra-ui/react';
import type { PagerOptions } from '@worksite/paging';
import { observer } from 'mobx-react-lite';
import { messages } from '../messages';
import { Pager } from './pager';

/** What a paged list view-model offers its pager. */
export interface PagedList {
  readonly pager: PagerOptions;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly total: number;
  setPage(index: number): Promise<void> | void;
  setPageSize(size: number): Promise<void> | void;
}

/**
 * Props of a list table's 操作 cells (header and rows): the column stays at the right edge of the table's scroll
 * area, so a narrow screen scrolls the data columns under it and the row actions are always reachable.
 */
export const stickyActionsProps = {
  position: 'sticky',
  right: '0',
  zIndex: '1',
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
  'data-sticky-actions': '',
} as const;

/** The row a list table shows while it has no rows: 加载中… while loading, else 暂无数据. */
export function EmptyTableRow({ colSpan, loading }: { colSpan: number; loading: boolean }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan}>
        <Text textAlign="center" color="gray.500" py="6">
          {loading ? messages.loading : messages.noData}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}

/** SPEC §9's pager bound to a paged list view-model. */
export const ListPager = observer(function ListPager({ vm }: { vm: PagedList }) {
  return (
    <Pager
      options={vm.pager}
      pageIndex={vm.pageIndex}
      pageSize={vm.pageSize}
      total={vm.total}
      onPage={(i) => void vm.setPage(i)}
      onSize={(s) => void vm.setPageSize(s)}
    />
  );
});
