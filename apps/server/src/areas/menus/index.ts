import type { FastifyInstance } from 'fastify';
import { mountMenuCalls } from './menu-calls';
import { mountRoleCalls } from './role-calls';
import { mountRoleGroupCalls } from './role-group-calls';
import { mountRoleMenuCalls } from './role-menu-calls';

/** Menu tree, roles, role groups and role grants (docs/decisions/0110). */
export function mountMenusArea(app: FastifyInstance): void {
  mountMenuCalls(app);
  mountRoleCalls(app);
  mountRoleGroupCalls(app);
  mountRoleMenuCalls(app);
}
