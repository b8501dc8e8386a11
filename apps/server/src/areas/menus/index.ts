import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { mountMenuCalls } from './menu-calls';
import { mountRoleCalls } from './role-calls';
import { roleGroupHooks } from './role-group-calls';
import { mountRoleMenuCalls } from './role-menu-calls';

/** Role groups on the generic mount, their list included (role-group-calls.ts). */
export const menuRecordMounts: RecordMountTable = {
  roleGroup: { hooks: roleGroupHooks },
};

/** Menu tree, roles, role groups and role grants (docs/decisions/0110). */
export function mountMenusArea(app: FastifyInstance): void {
  mountMenuCalls(app);
  mountRoleCalls(app);
  mountRoleMenuCalls(app);
}
