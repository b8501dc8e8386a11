import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import {
  CompanySwitchViewModel,
  ProductionScreenViewModel,
  ScreenViewModel,
  concreteMessages as m,
  loadScreenCatalogue,
  type ScreenCatalogue,
  type ScreenDefinition,
} from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { use, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../../di/container-context';
import { useLazyModules } from '../../di/use-view-model';
import { ScreenBody } from '../../large-screen/screen-body';
import { screenTheme } from '../../large-screen/screen-theme';
import type { PageProps } from '../page-props';
import { browserScreenPortsModule } from '../../large-screen/ports/browser-screen-ports';
import { ChoiceSelect, namedChoices } from '../../widgets/choice-select';
import { LARGE_SCREEN_MODULES } from '../large-screen-modules';

let catalogue: Promise<ScreenCatalogue> | undefined;

/** The production large screen this page enters full screen on (SPEC §2.5). */
const PRODUCTION_SCREEN_PATH = '/LargeScreen/ProductionScreen';

/** The screens' view-model areas and the browser ports they use (docs/decisions/0464). */
const SCREEN_MODULES = [...LARGE_SCREEN_MODULES, browserScreenPortsModule];

interface ConcreteScreenProps extends PageProps {
  /** /ProductionScreen: every plant in scope; /ProjectScreen/concrete: the chosen project's. */
  readonly kind: 'production' | 'project';
}

const ConcreteScreen = observer(function ConcreteScreen({ title, kind, screens }: ConcreteScreenProps & { screens: ScreenCatalogue['screens'] }) {
  const vm = useInjection(ProductionScreenViewModel);
  const screen = useInjection(ScreenViewModel);
  const company = useInjection(CompanySwitchViewModel);
  const navigate = useNavigate();
  const base: ScreenDefinition = kind === 'production' ? screens.production : screens.concreteProject;
  const definition = vm.screenOf(base);
  const projectId = kind === 'project' && company.selectedProjectId ? Number(company.selectedProjectId) : undefined;
  useEffect(() => {
    void vm.loadPlants();
  }, [vm]);
  // A new plant choice is a new definition id (screenOf); the same id again is the same screen.
  const shown = definition.id;
  useEffect(() => {
    screen.show(definition, projectId);
  }, [screen, shown, projectId]);
  useEffect(() => () => screen.close(), [screen]);
  const fullScreen = () => {
    navigate(PRODUCTION_SCREEN_PATH);
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <Box data-testid="concrete-screen-page" data-screen-kind={kind}>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h1" size="md">
          {title}
        </Heading>
        <Flex gap="2" align="center">
          {vm.canChoosePlant && (
            <ChoiceSelect label={m.plantLabel} width="14rem" value={vm.plantId} choices={namedChoices(vm.plants)} onChange={vm.choosePlant} first={<option value="">{m.allPlants}</option>} />
          )}
          {kind === 'production' && (
            <Button size="sm" colorPalette="blue" onClick={fullScreen}>
              {m.fullScreen}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex direction="column" h="46rem" borderRadius="md" overflow="hidden" background={screenTheme.background} color={screenTheme.text}>
        <ScreenBody vm={screen} definition={definition} />
      </Flex>
    </Box>
  );
});

function ConcreteScreenPage(props: ConcreteScreenProps) {
  useLazyModules(SCREEN_MODULES);
  catalogue ??= loadScreenCatalogue();
  return <ConcreteScreen {...props} screens={use(catalogue).screens} />;
}

/**
 * /ProductionScreen (SPEC §2.1, §2.5; docs/decisions/0350): the concrete production screen inside the back office,
 * for every plant of the viewer's scope or the one chosen, and 全屏显示 onto /LargeScreen/ProductionScreen (leaving
 * full screen there comes back here). A lazy chunk: the chart code loads with it, never with the back office.
 */
export function ProductionScreenPage(props: PageProps) {
  return <ConcreteScreenPage {...props} kind="production" />;
}

/** /ProjectScreen/concrete?id=18 (SPEC §2.1, concrete screen id 18): the concrete screen of the chosen project. */
export function ConcreteProjectScreenPage(props: PageProps) {
  return <ConcreteScreenPage {...props} kind="project" />;
}
