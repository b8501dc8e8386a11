import type { ContainerModule } from 'inversify';
import { accountModule } from './account/account-module';
import { devicesModule } from './devices/devices-module';
import { monitoringModule } from './monitoring/monitoring-module';
import { administrationModule } from './administration/administration-module';
import { concreteModule } from './concrete/concrete-module';
import { concreteScreenModule } from './concrete/concrete-screen-module';
import { largeScreenModule } from './large-screen/large-screen-module';
import { layoutModule } from './layout/layout-module';
import { noticesModule } from './notices/notices-module';
import { passwordModule } from './password/password-module';
import { personnelModule } from './personnel/personnel-module';
import { payrollModule } from './payroll/payroll-module';
import { progressModule } from './progress/progress-module';
import { projectsModule } from './projects/projects-module';
import { recordsModule } from './records/records-module';
import { registerModule } from './register/register-module';
import { sessionModule } from './session/session-module';
import { templatesModule } from './templates/templates-module';
import { widgetsModule } from './widgets/widgets-module';
import { workbenchModule } from './workbench/workbench-module';

/** Every view-model area, for the composition root: `container.load(...viewModelModules)`. */
export const viewModelModules: readonly ContainerModule[] = [
  sessionModule,
  layoutModule,
  noticesModule,
  passwordModule,
  accountModule,
  registerModule,
  templatesModule,
  recordsModule,
  widgetsModule,
  largeScreenModule,
  administrationModule,
  concreteModule,
  concreteScreenModule,
  devicesModule,
  monitoringModule,
  workbenchModule,
  projectsModule,
  personnelModule,
  payrollModule,
  progressModule,
];
