import { ContainerModule } from 'inversify';
import { CompanyTreeViewModel } from './company-tree-view-model';
import { GrantTreeViewModel } from './grant-tree-view-model';
import { UserActionsViewModel } from './user-actions-view-model';

/** Administration area: a fresh instance per page or dialog that opens. */
export const administrationModule = new ContainerModule(({ bind }) => {
  bind(GrantTreeViewModel).toSelf().inTransientScope();
  bind(UserActionsViewModel).toSelf().inTransientScope();
  bind(CompanyTreeViewModel).toSelf().inTransientScope();
});
