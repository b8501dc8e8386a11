import { ContainerModule } from 'inversify';
import { BackOfficeModeViewModel } from './back-office-mode-view-model';
import { CompanySwitchViewModel } from './company-switch-view-model';
import { CurrentCompanyViewModel } from './current-company-view-model';
import { CurrentUserViewModel } from './current-user-view-model';
import { MenuAccessViewModel } from './menu-access-view-model';
import { MenuRoutesViewModel } from './menu-routes-view-model';
import { MonitorViewModel } from './monitor-view-model';
import { SessionState } from './session-state';
import { SessionViewModel } from './session-view-model';

/**
 * Session area, shared app-wide: the stored session and the three views of it (who I am, which company, menus
 * and buttons, docs/decisions/0482), signing in and out, the routes and back-office mode, company switch and monitor mode.
 */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(SessionState).toSelf().inSingletonScope();
  bind(CurrentUserViewModel).toSelf().inSingletonScope();
  bind(CurrentCompanyViewModel).toSelf().inSingletonScope();
  bind(MenuAccessViewModel).toSelf().inSingletonScope();
  bind(SessionViewModel).toSelf().inSingletonScope();
  bind(MenuRoutesViewModel).toSelf().inSingletonScope();
  bind(BackOfficeModeViewModel).toSelf().inSingletonScope();
  bind(CompanySwitchViewModel).toSelf().inSingletonScope();
  bind(MonitorViewModel).toSelf().inSingletonScope();
});
