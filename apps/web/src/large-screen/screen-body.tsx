import { Grid } from '@chakra-ui/react';
import type { ScreenDefinition, ScreenViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { DeviceHistoryDialog } from './panels/device-history-dialog';
import { PanelView } from './panels/panel-view';

/** The screen's grid of panels, as its definition lays them out. */
export const ScreenBody = observer(function ScreenBody({ vm, definition }: { vm: ScreenViewModel; definition: ScreenDefinition }) {
  return (
    <Grid
      as="main"
      flex="1"
      minH="0"
      p="0.75rem"
      gap="0.75rem"
      templateColumns={definition.layout.columns}
      templateRows={definition.layout.rows}
      templateAreas={definition.layout.areas.map((row) => `"${row}"`).join(' ')}
      data-testid="screen-body"
      data-screen={definition.id}
      // The screen the view-model has loaded (it follows data-screen once the route's effect ran): with every
      // panel's data-state, the screen's ready signal after a client-side route change (docs/decisions/0441).
      data-shown={vm.definition?.id}
    >
      {definition.panels.map((panel) => (
        <PanelView key={panel.id} vm={vm} panel={panel} />
      ))}
      <DeviceHistoryDialog vm={vm.history} />
    </Grid>
  );
});
