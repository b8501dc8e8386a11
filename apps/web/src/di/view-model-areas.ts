import {
  layoutModule,
  noticesModule,
  passwordModule,
  sessionModule,
  widgetsModule,
} from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/**
 * The view-model areas the composition root loads (docs/decisions/0326). The others are listed in the lazy
 * chunk that uses them and loaded there by `loadModulesOnce` the first time it renders — RECORD_PAGE_MODULES
 * (pages/record), LARGE_SCREEN_MODULES (pages/large-screen), BACK_HOME_MODULES (the workbench of /backHome),
 * MY_ACCOUNT_MODULES (我的账户), REGISTER_MODULES (/register) — so their code is not in the back office's initial JS. Every area of `viewModelModules` is in exactly one list (view-model-areas.test.ts).
 */
export const EAGER_VIEW_MODEL_MODULES: readonly ContainerModule[] = [
  sessionModule,
  layoutModule,
  noticesModule,
  passwordModule,
  widgetsModule,
];
