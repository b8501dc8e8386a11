import { loadScreenCatalogue, type ScreenCatalogue } from '@worksite/view-models';
import { use } from 'react';
import { useLazyModules } from '../../di/use-view-model';
import { browserScreenPortsModule } from '../../large-screen/ports/browser-screen-ports';
import { LARGE_SCREEN_MODULES } from '../large-screen-modules';
import { LargeScreenApp } from '../../large-screen/large-screen-app';

let catalogue: Promise<ScreenCatalogue> | undefined;

/** The screens' view-model areas and the browser ports they use (docs/decisions/0464). */
const SCREEN_MODULES = [...LARGE_SCREEN_MODULES, browserScreenPortsModule];

/**
 * Every large-screen route of SPEC §2.1. A lazy chunk (the router imports this page on demand), which
 * also fetches the screen catalogue: Highcharts, the map code under src/large-screen/ and the screen
 * definitions never reach the back office's first load; nor do the large-screen view-models, loaded here.
 */
export default function LargeScreenPage() {
  useLazyModules(SCREEN_MODULES);
  catalogue ??= loadScreenCatalogue();
  return <LargeScreenApp catalogue={use(catalogue)} />;
}

/**
 * The back-office concrete screens (/ProductionScreen, /ProjectScreen/concrete) show the same panels: they are
 * served from this chunk (the page registry imports them from here), so the screen code stays one lazy chunk.
 */
export { ConcreteProjectScreenPage, ProductionScreenPage } from '../concrete/concrete-screen-page';
