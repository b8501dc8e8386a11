import { projectsModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/** View-model areas 项目概况 loads with its lazy chunk (docs/decisions/0326, 0366). */
export const PROJECT_OVERVIEW_MODULES: readonly ContainerModule[] = [projectsModule];
