import { Box, Flex, Heading } from '@chakra-ui/react';
import { RecordPageFactory } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useInjection } from '../../di/container-context';
import { useViewModelFrom } from '../../di/use-view-model';
import { browserScreenPortsModule } from '../../large-screen/ports/browser-screen-ports';
import { ListPager } from '../../widgets/list-table-parts';
import type { PageProps } from '../page-props';
import { ImportErrorsDialog } from './import-errors-dialog';
import { RecordDetailDialog } from './record-detail-dialog';
import { RecordFormDialog } from './record-form-dialog';
import { RecordMoveDialog } from './record-move-dialog';
import { recordPageParts } from './record-page-parts';
import { RecordSearchForm } from './record-search-form';
import { RecordTable } from './record-table';
import { RECORD_PAGE_MODULES } from '../record-page-modules';
import { RecordToolbar } from './record-toolbar';
import { LeaveGuard } from '../../ports/leave-guard';
import { useUrlListState } from './use-url-list-state';

/** The record pages' view-model areas and the push stream of the live lists (alarms, docs/decisions/0464). */
const PAGE_MODULES = [...RECORD_PAGE_MODULES, browserScreenPortsModule];

/**
 * The generic record page (issue 10, DESIGN.md §5): the list, search form, toolbar, pager, form and detail
 * dialogs of one declared record type, rendering its list view-model directly (the type's own, else the generic
 * record page's from RecordPageFactory, docs/decisions/0460). `<h1>` is the menu entry's name.
 */
const RecordPage = observer(function RecordPage({ title, typeName }: PageProps & { typeName: string }) {
  const parts = recordPageParts(typeName);
  const vm = useViewModelFrom(PAGE_MODULES, (container) => parts.list?.(container) ?? container.get(RecordPageFactory).create(typeName));
  // Page, size, sort and search in the URL (F5, Back, a shared link: 0590); unsaved input asks before leaving (0591).
  useUrlListState(vm);
  const guard = useInjection(LeaveGuard);
  useEffect(() => guard.hold(() => vm.form.dirty === true || vm.move?.dirty === true), [guard, vm]);
  // A type with a push event (alarms) stays current while open: a new alarm appears without a reload.
  useEffect(() => vm.watchLive?.(), [vm]);
  return (
    <Box bg="white" borderRadius="md" p="4" data-testid={`${typeName}-page`} data-record-type={typeName}>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h1" size="md">
          {title}
        </Heading>
        <RecordToolbar vm={vm} />
      </Flex>
      <RecordSearchForm list={vm} />
      <RecordTable vm={vm} testId={typeName} />
      <ListPager vm={vm} />
      <RecordFormDialog form={vm.form} onSubmit={() => vm.submitForm()} testId={typeName} editorFor={parts.editorFor && ((field) => parts.editorFor?.(field, vm))} size={parts.formSize} />
      <RecordDetailDialog detail={vm.detail} testId={typeName} body={parts.detailBody?.(vm)} width={parts.detailWidth} />
      {vm.move !== undefined && <RecordMoveDialog move={vm.move} testId={typeName} />}
      <ImportErrorsDialog errors={vm.importErrors} onClose={vm.clearImportErrors} />
      {parts.dialogs !== undefined && <parts.dialogs />}
    </Box>
  );
});

const pages = new Map<string, ComponentType<PageProps>>();

/** The record page of one declared type as a page component (one per type, so each route keeps its own). */
export function recordPageFor(typeName: string): ComponentType<PageProps> {
  let page = pages.get(typeName);
  if (page === undefined) {
    page = function TypedRecordPage(props: PageProps) {
      return <RecordPage {...props} typeName={typeName} />;
    };
    pages.set(typeName, page);
  }
  return page;
}

/**
 * 运输记录 is served from this chunk (the page registry imports it from here): it uses the record pages'
 * view-model areas, and one chunk keeps them from being split off the back office's first load (0350).
 */
export { default as TransportRecordsPage } from '../concrete/transport-records-page';
