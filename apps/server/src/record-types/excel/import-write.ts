import { maskValue } from '@worksite/contract';
import type { Queryable } from '../../db/database';
import { SqlParams, ident } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { assertBusinessKeyFree } from '../business-key-check';
import type { ExcelTarget } from './excel-target';
import { crossFieldErrors, importRefusal, refusalMessage, type RowError } from './import-row-check';
import type { ImportRow } from './import-validate';

/** What an import wrote. */
export interface ImportCounts {
  readonly created: number;
  readonly updated: number;
}

/** A refusal of the whole import whose message, and only error, is row `n`'s. */
const rowRefusal = (n: number, message: string) => invalid(messages.importRow(n, message), { errors: [messages.importRow(n, message)] });

/** The live rows an import updates, locked, with whether the caller's scope covers each. */
async function lockExisting(target: ExcelTarget, ctx: EndpointContext, q: Queryable, ids: number[]): Promise<Map<number, Record<string, unknown> & { __in_scope: boolean }>> {
  if (ids.length === 0) return new Map();
  const p = new SqlParams();
  const idp = p.add(ids);
  const inScope = target.scopedSql(ctx, p);
  const rows = await q.many<Record<string, unknown> & { __in_scope: boolean }>(
    `SELECT t.*, (${inScope}) AS __in_scope FROM ${target.table} t WHERE t.id = ANY(${idp}::int[]) AND ${target.liveSql(p)} FOR UPDATE`,
    p.values,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Row errors of the updates before anything is written: a record that does not exist, another scope's, a changed mask. */
function updateErrors(target: ExcelTarget, rows: readonly ImportRow[], existing: Map<number, Record<string, unknown> & { __in_scope: boolean }>): RowError[] {
  const errors: RowError[] = [];
  for (const row of rows) {
    if (row.id === undefined) continue;
    const before = existing.get(row.id);
    if (!before) errors.push({ row: row.number, message: messages.recordNotFound });
    else if (!before.__in_scope) errors.push({ row: row.number, message: messages.noPermission });
    else {
      for (const [column, text] of row.masked) {
        const f = target.fields.find((x) => x.column === column);
        if (f && maskValue(f.mask, before[column]) !== text) errors.push({ row: row.number, message: messages.invalidField(f.label) });
      }
    }
  }
  return errors;
}

/**
 * Writes every validated row in one transaction (docs/decisions/0317) as the create and update calls do: the
 * declared fixed values and the caller's company and user on a new record, an update's rules across fields (0520)
 * on its stored row, the type's `beforeWrite` hook, the business key free (0530), the row still in the caller's scope afterwards, an audit entry per record. Updates
 * name records in the caller's scope only. Every row's refusal is collected — a record that does not exist,
 * another scope's, a changed mask, a hook's refusal, a key another record holds (docs/decisions/0531) — and
 * then nothing is written: the whole import is refused with all of them and the rows `refused` already (their
 * cells failed validation, import-validate.ts), so a file's every error is reported at once.
 */
export async function writeImport(target: ExcelTarget, ctx: EndpointContext, rows: readonly ImportRow[], refused: readonly RowError[] = []): Promise<ImportCounts> {
  const { columns, hooks, rt, table } = target;
  if (rows.length === 0 && refused.length) throw importRefusal(refused);
  return ctx.db.tx(async (q) => {
    const ids = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    const existing = await lockExisting(target, ctx, q, ids);
    const checked = updateErrors(target, rows, existing);
    const failedRows = new Set(checked.map((e) => e.row));
    const errors = [...refused, ...checked];
    let companyName: string | undefined;
    const written: { id: number; row: number }[] = [];
    let created = 0;
    let updated = 0;
    for (const row of rows) {
      if (failedRows.has(row.number)) continue;
      const values = new Map(row.values);
      const found = row.id === undefined ? undefined : existing.get(row.id);
      const before = found === undefined ? undefined : (({ __in_scope: _, ...rest }) => rest)(found);
      try {
        if (before === undefined) {
          for (const [c, v] of Object.entries(rt.fixed ?? {})) values.set(c, v);
          if (columns.has('company_id') && !values.has('company_id')) values.set('company_id', ctx.session.companyId);
          if (columns.has('user_id')) values.set('user_id', ctx.user.id);
          if (columns.has('user_name')) values.set('user_name', ctx.user.realName || ctx.user.userName);
          if (columns.has('company_name') && !values.get('company_name')) {
            companyName ??= (await q.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [values.get('company_id')]))?.name ?? '';
            values.set('company_name', companyName);
          }
        }
        if (before !== undefined) {
          const broken = crossFieldErrors(target, values, before);
          if (broken.length) {
            errors.push(...broken.map((message) => ({ row: row.number, message })));
            continue;
          }
        }
        await hooks.beforeWrite?.(values, ctx, q, before);
        await assertBusinessKeyFree(target, q, values, before);
      } catch (err) {
        errors.push({ row: row.number, message: refusalMessage(err) });
        continue;
      }
      // Once a row is refused nothing will be written: the remaining rows are only checked.
      if (errors.length) continue;
      const p = new SqlParams();
      let after: Record<string, unknown>;
      if (before === undefined) {
        const cols = [...values.keys()];
        const placeholders = cols.map((c) => p.add(values.get(c)));
        after = (await q.one<Record<string, unknown>>(`INSERT INTO ${table} (${cols.map(ident).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`, p.values))!;
        created += 1;
      } else {
        if (columns.has('update_time')) values.set('update_time', new Date());
        const sets = [...values.entries()].map(([c, v]) => `${ident(c)} = ${p.add(v)}`);
        after = sets.length ? (await q.one<Record<string, unknown>>(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ${p.add(row.id)} RETURNING *`, p.values))! : before;
        updated += 1;
      }
      const id = Number(after.id);
      written.push({ id, row: row.number });
      await ctx.audit(before === undefined ? { action: 'create', table: rt.table, recordId: id, after } : { action: 'update', table: rt.table, recordId: id, before, after }, q);
    }
    if (errors.length) throw importRefusal(errors);
    // Every record written is still the caller's (a hook or a column value could move one out of scope).
    const p = new SqlParams();
    const idp = p.add(written.map((w) => w.id));
    const outside = await q.one<{ id: number }>(`SELECT t.id FROM ${table} t WHERE t.id = ANY(${idp}::int[]) AND NOT (${target.scopedSql(ctx, p)}) LIMIT 1`, p.values);
    if (outside) throw rowRefusal(written.find((w) => w.id === Number(outside.id))?.row ?? 0, messages.noPermission);
    return { created, updated };
  });
}
