import { Box, Heading, Tabs } from '@chakra-ui/react';
import { RecordTabsViewModel } from '@worksite/view-models';
import { recordTabsForComponent } from '@worksite/contract';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useViewModelFrom } from '../../di/use-view-model';
import type { PageProps } from '../page-props';
import { PAGE_MODULES, RecordListPanel, makeRecordList } from './record-list-panel';

/**
 * The page of a menu entry guarding several listed types (考勤管理: 考勤记录, 考勤日报, 考勤月汇总; docs/decisions/0676):
 * `<h1>` the entry's name, a tab bar with each type's title, the main type first and shown by default, and under it
 * the shown tab's ordinary list. The shown tab is the URL's `tab` (a tab click adds a history entry; F5, Back and a
 * shared link show it again); a tab's list is made and loaded only when the tab is first shown, and only the shown
 * one is mounted.
 */
const RecordTabsPage = observer(function RecordTabsPage({ title, component }: PageProps & { component: string }) {
  const tabs = useViewModelFrom(PAGE_MODULES, (container) => new RecordTabsViewModel(recordTabsForComponent(component), (type) => makeRecordList(container, type.name)));
  const location = useLocation();
  const navigate = useNavigate();
  const shown = tabs.selectedIn(location.search);
  const show = (name: string) => {
    if (name === shown) return;
    const query = tabs.addressFor(name, location.search.replace(/^\?/, ''));
    navigate({ pathname: location.pathname, search: query === '' ? '' : `?${query}`, hash: location.hash });
  };
  return (
    <Box bg="white" borderRadius="md" p="4" data-testid="record-tabs-page">
      <Heading as="h1" size="md" mb="3">
        {title}
      </Heading>
      <Tabs.Root value={shown} onValueChange={(e) => show(e.value)} lazyMount unmountOnExit variant="line" colorPalette="blue" size="sm">
        <Tabs.List mb="3">
          {tabs.tabs.map((tab) => (
            <Tabs.Trigger key={tab.name} value={tab.name} data-testid={`tab-${tab.name}`}>
              {tab.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.tabs.map((tab) => (
          <Tabs.Content key={tab.name} value={tab.name} p="0">
            {tab.name === shown && <RecordListPanel vm={tabs.list(tab.name)} typeName={tab.name} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
});

const pages = new Map<string, ComponentType<PageProps>>();

/** The tabs page of a menu component path as a page component (one per path, so each route keeps its own). */
export function recordTabsPageFor(component: string): ComponentType<PageProps> {
  let page = pages.get(component);
  if (page === undefined) {
    page = function EntryTabsPage(props: PageProps) {
      return <RecordTabsPage {...props} component={component} />;
    };
    pages.set(component, page);
  }
  return page;
}
