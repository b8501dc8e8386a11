import { workbenchModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/** View-model areas the back-office home loads with its lazy chunk (docs/decisions/0326, 0400). */
export const BACK_HOME_MODULES: readonly ContainerModule[] = [workbenchModule];
