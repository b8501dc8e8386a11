import type { FastifyInstance } from 'fastify';
import { mountOwnAccount } from './own-account';
import { mountUserPasswordReset } from './user-password-reset';
import { mountUserRoles } from './user-roles';
import { mountUserWatchedCompanies } from './user-watched-companies';

export { userRecordMounts } from './user-record-mounts';

/**
 * User administration's own calls (ERPUser: password reset, roles, watched companies) and the caller's own
 * account changes; the list, create, edit, delete and audit are the generic mount's (userRecordMounts).
 */
export function mountUsersArea(app: FastifyInstance): void {
  mountUserPasswordReset(app);
  mountUserRoles(app);
  mountUserWatchedCompanies(app);
  mountOwnAccount(app);
}
