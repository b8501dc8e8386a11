import { concreteScreenModule, largeScreenModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/** View-model areas the large-screen page loads with its lazy chunk (docs/decisions/0326), the back-office concrete screens' with them (0350). */
export const LARGE_SCREEN_MODULES: readonly ContainerModule[] = [largeScreenModule, concreteScreenModule];
