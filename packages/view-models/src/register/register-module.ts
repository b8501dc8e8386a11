import { ContainerModule } from 'inversify';
import { RegisterViewModel } from './register-view-model';

/** Register area: the /register form's state, fresh per page. */
export const registerModule = new ContainerModule(({ bind }) => {
  bind(RegisterViewModel).toSelf().inTransientScope();
});
