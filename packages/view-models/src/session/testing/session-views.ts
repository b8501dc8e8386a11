import type { Container } from 'inversify';
import { CurrentCompanyViewModel } from '../current-company-view-model';
import { CurrentUserViewModel } from '../current-user-view-model';
import { MenuAccessViewModel } from '../menu-access-view-model';

/** The three views of the session a test reads after signing in (docs/decisions/0482). */
export function sessionViews(container: Container) {
  return {
    currentUser: container.get(CurrentUserViewModel),
    currentCompany: container.get(CurrentCompanyViewModel),
    menuAccess: container.get(MenuAccessViewModel),
  };
}
