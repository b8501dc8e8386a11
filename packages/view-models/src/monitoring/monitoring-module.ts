import { ContainerModule } from 'inversify';
import { TelemetryMonitorViewModel } from './telemetry-monitor-view-model';

/** Monitoring pages of the project back office (扬尘监测, 检测记录): one view-model per page instance. */
export const monitoringModule = new ContainerModule(({ bind }) => {
  bind(TelemetryMonitorViewModel).toSelf().inTransientScope();
});
