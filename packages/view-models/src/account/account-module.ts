import { ContainerModule } from 'inversify';
import { MyAccountViewModel } from './my-account-view-model';

/** Account area: the my-account page's state, fresh per page. */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(MyAccountViewModel).toSelf().inTransientScope();
});
