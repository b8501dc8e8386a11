import { Box, Flex } from '@chakra-ui/react';
import { RecordPageFactory, type ListPage } from '@worksite/view-models';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useInjection } from '../../di/container-context';
import { browserScreenPortsModule } from '../../large-screen/ports/browser-screen-ports';
import { LeaveGuard } from '../../ports/leave-guard';
import { ListPager } from '../../widgets/list-table-parts';
import { RECORD_PAGE_MODULES } from '../record-page-modules';
import { ImportErrorsDialog } from './import-errors-dialog';
import { RecordDetailDialog } from './record-detail-dialog';
import { RecordFormDialog } from './record-form-dialog';
import { RecordMoveDialog } from './record-move-dialog';
import { recordPageParts } from './record-page-parts';
import { RecordSearchForm } from './record-search-form';
import { RecordTable } from './record-table';
import { RecordToolbar } from './record-toolbar';
import { useUrlListState } from './use-url-list-state';

/** The record pages' view-model areas and the push stream of the live lists (alarms, docs/decisions/0464). */
export const PAGE_MODULES = [...RECORD_PAGE_MODULES, browserScreenPortsModule];

/** The list of one declared type (the type's own, else the generic record page's from RecordPageFactory, 0460). */
export function makeRecordList(container: Container, typeName: string): ListPage {
  return recordPageParts(typeName).list?.(container) ?? container.get(RecordPageFactory).create(typeName);
}

/**
 * One declared type's list with its search form, toolbar, pager, form, detail, move and call dialogs, rendering
 * its list view-model directly: the whole page of most entries, one tab of an entry guarding several (0676).
 */
export const RecordListPanel = observer(function RecordListPanel({ vm, typeName, heading }: { vm: ListPage; typeName: string; heading?: ReactNode }) {
  const parts = recordPageParts(typeName);
  // Page, size, sort and search in the URL (F5, Back, a shared link: 0590); unsaved input asks before leaving (0591).
  useUrlListState(vm);
  const guard = useInjection(LeaveGuard);
  useEffect(() => guard.hold(() => vm.form.dirty === true || vm.move?.dirty === true || vm.callDialog?.dirty === true), [guard, vm]);
  // A type with a push event (alarms) stays current while open: a new alarm appears without a reload.
  useEffect(() => vm.watchLive?.(), [vm]);
  return (
    <Box data-testid={`${typeName}-page`} data-record-type={typeName}>
      <Flex justify={heading === undefined ? 'flex-end' : 'space-between'} align="center" mb="3" gap="3" wrap="wrap">
        {heading}
        <RecordToolbar vm={vm} />
      </Flex>
      {parts.above !== undefined && <parts.above list={vm} />}
      <RecordSearchForm list={vm} />
      <RecordTable vm={vm} testId={typeName} />
      <ListPager vm={vm} />
      <RecordFormDialog form={vm.form} onSubmit={() => vm.submitForm()} testId={typeName} editorFor={parts.editorFor && ((field) => parts.editorFor?.(field, vm))} size={parts.formSize} />
      <RecordDetailDialog detail={vm.detail} testId={typeName} body={parts.detailBody?.(vm)} width={parts.detailWidth} />
      {vm.move !== undefined && <RecordMoveDialog move={vm.move} testId={typeName} />}
      {vm.callDialog !== undefined && <RecordMoveDialog move={vm.callDialog} testId={typeName} name="call" />}
      <ImportErrorsDialog errors={vm.importErrors} onClose={vm.clearImportErrors} />
      {parts.dialogs !== undefined && <parts.dialogs />}
    </Box>
  );
});

