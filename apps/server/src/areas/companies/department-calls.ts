import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { answer } from '../../http/answer';
import { invalid, noPermission, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { boundedText, optionalId, pick, requiredId, text } from '../../http/call-params';
import { companyInScope } from '../../scopes/company-scope';
import { companyEndpoints as ep } from './company-endpoints';

interface DepartmentRow {
  id: number;
  company_id: number;
  parent_id: number | null;
  name: string;
  sort: number;
}

const cols = 'id, company_id, parent_id, name, sort';

function sortOf(ctx: EndpointContext): number | undefined {
  const s = text(pick(ctx.params, 'sort', 'Sort'));
  if (s === '') return undefined;
  if (!/^-?\d{1,6}$/.test(s)) throw invalid(messages.invalidField('排序'));
  return Number(s);
}

async function departmentInScope(q: Queryable, ctx: EndpointContext, id: number): Promise<DepartmentRow> {
  const row = await q.one<DepartmentRow>(`SELECT ${cols} FROM departments WHERE id = $1 AND if_del = 0 FOR UPDATE`, [id]);
  if (!row) throw notFound();
  if (!companyInScope(ctx, row.company_id)) throw noPermission();
  return row;
}

async function checkParent(q: Queryable, parentId: number, companyId: number, selfId?: number): Promise<void> {
  const parent = await q.one('SELECT 1 FROM departments WHERE id = $1 AND company_id = $2 AND if_del = 0', [parentId, companyId]);
  if (!parent) throw invalid(messages.departmentParentInvalid);
  if (selfId !== undefined) {
    const cycle = await q.one(
      `WITH RECURSIVE down AS (SELECT id FROM departments WHERE id = $1 UNION SELECT d.id FROM departments d JOIN down ON d.parent_id = down.id)
       SELECT 1 FROM down WHERE id = $2`,
      [selfId, parentId],
    );
    if (cycle) throw invalid(messages.departmentParentInvalid);
  }
}

/** Departments of a company of the caller's scope: list with full paths, create, update, delete. */
export function mountDepartmentCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    ep.departmentList,
    async (ctx) => {
      const companyId = optionalId(pick(ctx.params, 'companyId', 'company_id'), '公司') ?? ctx.session.companyId;
      if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
      if (!companyInScope(ctx, companyId)) throw noPermission();
      const rows = await ctx.db.many<DepartmentRow & { path: string }>(
        `WITH RECURSIVE tree AS (
           SELECT id, company_id, parent_id, name, sort, name AS path FROM departments WHERE company_id = $1 AND parent_id IS NULL AND if_del = 0
           UNION ALL
           SELECT d.id, d.company_id, d.parent_id, d.name, d.sort, tree.path || '/' || d.name FROM departments d JOIN tree ON d.parent_id = tree.id WHERE d.if_del = 0)
         SELECT t.*, (SELECT name FROM companies WHERE id = $1) || '/' || t.path AS path FROM tree t ORDER BY t.sort, t.id`,
        [companyId],
      );
      return rows.map((r) => ({ id: r.id, departmentName: r.name, companyId: r.company_id, parentId: r.parent_id, sort: r.sort, fullDepartmentPath: r.path }));
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.departmentCreate,
    async (ctx) => {
      const name = boundedText(pick(ctx.params, 'departmentName', 'name'), '部门名称', 100, messages.departmentNameRequired);
      const companyId = optionalId(pick(ctx.params, 'companyId', 'company_id'), '公司') ?? ctx.session.companyId;
      if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
      if (!companyInScope(ctx, companyId)) throw noPermission();
      const parentId = optionalId(pick(ctx.params, 'parentId', 'parent_id', 'pId'), '上级部门');
      const sort = sortOf(ctx) ?? 0;
      return ctx.db.tx(async (q) => {
        if (!(await q.one('SELECT 1 FROM companies WHERE id = $1 AND if_del = 0', [companyId]))) throw invalid(messages.companyRequired);
        if (parentId !== undefined) await checkParent(q, parentId, companyId);
        const row = await q.one<DepartmentRow>(
          `INSERT INTO departments (company_id, parent_id, name, sort) VALUES ($1, $2, $3, $4) RETURNING ${cols}`,
          [companyId, parentId ?? null, name, sort],
        );
        await ctx.audit({ action: 'create', table: 'departments', recordId: row!.id, after: row }, q);
        return answer({ id: row!.id }, messages.submitted);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.departmentUpdate,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'departmentId', 'department_id'), '部门编号');
      const rawName = pick(ctx.params, 'departmentName', 'name');
      const name = rawName === undefined ? undefined : boundedText(rawName, '部门名称', 100, messages.departmentNameRequired);
      const parentId = optionalId(pick(ctx.params, 'parentId', 'parent_id', 'pId'), '上级部门');
      const sort = sortOf(ctx);
      return ctx.db.tx(async (q) => {
        const before = await departmentInScope(q, ctx, id);
        if (parentId !== undefined) await checkParent(q, parentId, before.company_id, id);
        const after = await q.one<DepartmentRow>(
          `UPDATE departments SET name = coalesce($2, name), parent_id = coalesce($3, parent_id), sort = coalesce($4, sort) WHERE id = $1 RETURNING ${cols}`,
          [id, name ?? null, parentId ?? null, sort ?? null],
        );
        await ctx.audit({ action: 'update', table: 'departments', recordId: id, before, after }, q);
        return answer({ id }, messages.modified);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    ep.departmentDelete,
    async (ctx) => {
      const id = requiredId(pick(ctx.params, 'id', 'departmentId', 'department_id'), '部门编号');
      return ctx.db.tx(async (q) => {
        const before = await departmentInScope(q, ctx, id);
        if (await q.one('SELECT 1 FROM departments WHERE parent_id = $1 AND if_del = 0', [id])) throw invalid(messages.departmentHasChildren);
        if (await q.one('SELECT 1 FROM user_companies uc JOIN users u ON u.id = uc.user_id AND u.if_del = 0 WHERE uc.department_id = $1', [id])) {
          throw invalid(messages.departmentHasUsers);
        }
        await q.exec('UPDATE departments SET if_del = 1 WHERE id = $1', [id]);
        await ctx.audit({ action: 'delete', table: 'departments', recordId: id, before }, q);
        return answer({ id }, messages.deleted);
      });
    },
    { skipDecode: true },
  );
}
