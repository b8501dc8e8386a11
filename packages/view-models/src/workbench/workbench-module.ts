import { ContainerModule } from 'inversify';
import { WorkbenchViewModel } from './workbench-view-model';

/** Workbench area: the back-office home's state, fresh per visit; loaded with the home page's chunk. */
export const workbenchModule = new ContainerModule(({ bind }) => {
  bind(WorkbenchViewModel).toSelf().inTransientScope();
});
