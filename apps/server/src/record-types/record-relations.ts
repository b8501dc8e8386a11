import { deleteOutcome, recordName, relationsOf, type DeleteDependant, type RecordType, type ResolvedRelation } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { SqlParams, ident } from '../db/sql-params';
import { invalid } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';
import { recordMountOf } from './record-mounts';
import { rowToRecord } from './record-values';

/** `FROM … WHERE …` of the live records of relation `r` that refer to record `id`, over alias `d`. */
function dependantsFrom(r: ResolvedRelation, p: SqlParams, id: number): string {
  const parts = [`d.${ident(r.by.column)} = ${p.add(id)}`];
  if (r.from.softDeleteColumn !== undefined) parts.push(`d.${ident(r.from.softDeleteColumn)} = 0`);
  for (const [c, v] of Object.entries(r.from.fixed ?? {})) parts.push(`d.${ident(c)} = ${p.add(v)}`);
  return `FROM ${ident(r.from.table)} d WHERE ${parts.join(' AND ')}`;
}

/** The live records referring to record `id` of `rt`, counted per declared relation (in declaration order; one query). */
export async function countDependants(rt: RecordType, q: Queryable, id: number): Promise<DeleteDependant[]> {
  const relations = relationsOf(rt);
  if (relations.length === 0) return [];
  const p = new SqlParams();
  const parts = relations.map((r, i) => `SELECT ${i} AS i, count(*)::int AS n ${dependantsFrom(r, p, id)}`);
  const rows = await q.many<{ i: number; n: number }>(parts.join(' UNION ALL '), p.values);
  const counts = new Map(rows.map((r) => [Number(r.i), Number(r.n)]));
  return relations.map((r, i) => ({ type: r.type, label: r.label, unit: r.unit, onDelete: r.onDelete, count: counts.get(i) ?? 0 }));
}

/** The name of a stored row of `rt`, as its choice label shows it. */
export function rowName(rt: RecordType, row: Record<string, unknown>): string {
  return recordName(rt, rowToRecord(rt, row));
}

/**
 * What the delete of `row` (of `rt`, locked) does to the records referring to it, inside the delete's transaction
 * (docs/decisions/0510): refused (400, 该项目下还有2个混凝土订单，不能删除) while a refusing relation has live
 * records; else each relation taken along has its live records locked, their type's own `beforeDelete` run (a
 * device's key revoked and the device disabled) and soft-deleted — and theirs in turn. Answers the ids taken,
 * by type, for the delete's one audit entry.
 */
export async function deleteDependants(
  app: FastifyInstance, rt: RecordType, row: Record<string, unknown>, ctx: EndpointContext, q: Queryable,
): Promise<Record<string, number[]>> {
  const id = Number(row.id);
  const outcome = deleteOutcome(rt, rowName(rt, row), await countDependants(rt, q, id));
  if (outcome.refused !== undefined) throw invalid(outcome.refused);
  const taken: Record<string, number[]> = {};
  for (const r of relationsOf(rt).filter((x) => x.onDelete === 'cascade')) {
    const p = new SqlParams();
    const rows = await q.many<Record<string, unknown>>(`SELECT d.* ${dependantsFrom(r, p, id)} ORDER BY d.id FOR UPDATE`, p.values);
    if (rows.length === 0) continue;
    const hooks = recordMountOf(app, r.type)?.hooks;
    for (const dependant of rows) await hooks?.beforeDelete?.(dependant, ctx, q);
    for (const dependant of rows) {
      for (const [type, ids] of Object.entries(await deleteDependants(app, r.from, dependant, ctx, q))) taken[type] = [...(taken[type] ?? []), ...ids];
    }
    const ids = rows.map((d) => Number(d.id));
    const touch = app.worksite.columns.get(r.from.table)?.has('update_time') ? ', update_time = now()' : '';
    await q.exec(`UPDATE ${ident(r.from.table)} SET ${ident(r.from.softDeleteColumn!)} = 1${touch} WHERE id = ANY($1::int[])`, [ids]);
    taken[r.type] = [...(taken[r.type] ?? []), ...ids];
  }
  return taken;
}
