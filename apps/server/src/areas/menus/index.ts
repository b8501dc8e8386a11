import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { mountMenuCalls } from './menu-calls';
import { roleHooks } from './role-calls';
import { roleGroupHooks } from './role-group-calls';
import { mountRoleMenuCalls } from './role-menu-calls';

/** Roles and role groups on the generic mount, their lists included (role-calls.ts, role-group-calls.ts). */
export const menuRecordMounts: RecordMountTable = {
  role: { hooks: roleHooks },
  roleGroup: { hooks: roleGroupHooks },
};

/** Menu tree, roles, role groups and role grants (docs/decisions/0110). */
export function mountMenusArea(app: FastifyInstance): void {
  mountMenuCalls(app);
  mountRoleMenuCalls(app);
}
