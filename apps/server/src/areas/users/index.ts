import type { FastifyInstance } from 'fastify';
import { mountOwnAccount } from './own-account';
import { mountUserAdmin } from './user-admin';
import { mountUserExport } from './user-export';
import { mountUserList } from './user-list';
import { mountUserRoles } from './user-roles';
import { mountUserWatchedCompanies } from './user-watched-companies';

/** User administration (ERPUser calls) and the caller's own account changes. */
export function mountUsersArea(app: FastifyInstance): void {
  mountUserList(app);
  mountUserExport(app);
  mountUserAdmin(app);
  mountUserRoles(app);
  mountUserWatchedCompanies(app);
  mountOwnAccount(app);
}
