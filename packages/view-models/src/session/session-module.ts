import { ContainerModule } from 'inversify';
import { BackOfficeModeViewModel } from './back-office-mode-view-model';
import { CompanySwitchViewModel } from './company-switch-view-model';
import { MenuRoutesViewModel } from './menu-routes-view-model';
import { MonitorViewModel } from './monitor-view-model';
import { SessionViewModel } from './session-view-model';

/** Session area: one session, its routes and back-office mode, company switch and monitor mode, shared app-wide. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(SessionViewModel).toSelf().inSingletonScope();
  bind(MenuRoutesViewModel).toSelf().inSingletonScope();
  bind(BackOfficeModeViewModel).toSelf().inSingletonScope();
  bind(CompanySwitchViewModel).toSelf().inSingletonScope();
  bind(MonitorViewModel).toSelf().inSingletonScope();
});
