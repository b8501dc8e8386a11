import { monitoringModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/** View-model areas the monitoring pages (扬尘监测, 检测记录) load with their lazy chunk (docs/decisions/0326, 0383). */
export const MONITOR_PAGE_MODULES: readonly ContainerModule[] = [monitoringModule];
