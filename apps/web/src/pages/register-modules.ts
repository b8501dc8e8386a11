import { registerModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/** View-model areas the /register page loads with its lazy chunk (docs/decisions/0326, 0401). */
export const REGISTER_MODULES: readonly ContainerModule[] = [registerModule];
