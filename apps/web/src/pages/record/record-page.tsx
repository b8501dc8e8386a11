import { Box, Heading } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useViewModelFrom } from '../../di/use-view-model';
import type { PageProps } from '../page-props';
import { PAGE_MODULES, RecordListPanel, makeRecordList } from './record-list-panel';

/** The generic record page (issue 10, DESIGN.md §5) of one declared type; `<h1>` is the menu entry's name. */
const RecordPage = observer(function RecordPage({ title, typeName }: PageProps & { typeName: string }) {
  const vm = useViewModelFrom(PAGE_MODULES, (container) => makeRecordList(container, typeName));
  return (
    <Box bg="white" borderRadius="md" p="4">
      <RecordListPanel
        vm={vm}
        typeName={typeName}
        heading={
          <Heading as="h1" size="md">
            {title}
          </Heading>
        }
      />
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

/** An entry's tabs page is served from this chunk too: its tabs are record lists (0676). */
export { recordTabsPageFor } from './record-tabs-page';
