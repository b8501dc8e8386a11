import { ContainerModule } from 'inversify';
import { RecordExtensions } from '../records/record-extensions';
import { registerAdministrationExtensions } from './administration-extensions';
import { CompanyTreeViewModel } from './company-tree-view-model';
import { GrantTreeViewModel } from './grant-tree-view-model';
import { MenuTreeViewModel } from './menu-tree-view-model';
import { UserActionsViewModel } from './user-actions-view-model';
import { UserAssignmentViewModel } from './user-assignment-view-model';

/**
 * Administration area: the grant dialog, the user actions, the company and the menu trees are one each for the app (their dialogs are
 * rendered by the users', roles' and organisations' pages), registered as actions of the generic record pages
 * when the extension registry is first made.
 */
export const administrationModule = new ContainerModule(({ bind, onActivation }) => {
  bind(GrantTreeViewModel).toSelf().inSingletonScope();
  bind(UserActionsViewModel).toSelf().inSingletonScope();
  bind(UserAssignmentViewModel).toSelf().inSingletonScope();
  bind(CompanyTreeViewModel).toSelf().inSingletonScope();
  bind(MenuTreeViewModel).toSelf().inSingletonScope();
  onActivation(RecordExtensions, (context, extensions) => {
    registerAdministrationExtensions(extensions, {
      users: context.get(UserActionsViewModel),
      assignment: context.get(UserAssignmentViewModel),
      grants: context.get(GrantTreeViewModel),
      companies: context.get(CompanyTreeViewModel),
      menus: context.get(MenuTreeViewModel),
    });
    return extensions;
  });
});
