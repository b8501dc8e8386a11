import { ContainerModule } from 'inversify';
import { PasswordChangeViewModel } from './password-change-view-model';

/** Password area: a fresh form per request (each dialog owns its own state). */
export const passwordModule = new ContainerModule(({ bind }) => {
  bind(PasswordChangeViewModel).toSelf().inTransientScope();
});
