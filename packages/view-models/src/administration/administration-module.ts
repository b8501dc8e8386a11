import { ContainerModule } from 'inversify';
import { RecordExtensions } from '../records/record-extensions';
import { registerAdministrationExtensions } from './administration-extensions';
import { CompanyTreeViewModel } from './company-tree-view-model';
import { GrantTreeViewModel } from './grant-tree-view-model';
import { UserActionsViewModel } from './user-actions-view-model';

/**
 * Administration area: the grant dialog and the user actions are one each for the app (their dialogs are
 * rendered by the users' and roles' pages), registered as row actions of the generic record pages when the
 * extension registry is first made; the company tree is fresh per page.
 */
export const administrationModule = new ContainerModule(({ bind, onActivation }) => {
  bind(GrantTreeViewModel).toSelf().inSingletonScope();
  bind(UserActionsViewModel).toSelf().inSingletonScope();
  bind(CompanyTreeViewModel).toSelf().inTransientScope();
  onActivation(RecordExtensions, (context, extensions) => {
    registerAdministrationExtensions(extensions, context.get(UserActionsViewModel), context.get(GrantTreeViewModel));
    return extensions;
  });
});
