import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { menuHooks } from './menu-calls';
import { roleHooks } from './role-calls';
import { roleGroupHooks } from './role-group-calls';
import { mountRoleMenuCalls } from './role-menu-calls';

/** Menus, roles and role groups on the generic mount, their lists included (menu-calls.ts, role-calls.ts, role-group-calls.ts). */
export const menuRecordMounts: RecordMountTable = {
  menu: { hooks: menuHooks },
  role: { hooks: roleHooks },
  roleGroup: { hooks: roleGroupHooks },
};

/** Menu tree, roles, role groups and role grants (docs/decisions/0110). */
export function mountMenusArea(app: FastifyInstance): void {
  mountRoleMenuCalls(app);
}
