import type { FieldSpec, RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, type ScopeTarget } from '../../auth/data-scope';
import { SqlParams, ident } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import { scopeTargetOf, type RecordHooks } from '../mount-record-type';
import type { MountedRecord } from '../record-mounts';
import { rowToRecord } from '../record-values';

/**
 * One record type as its Excel calls see it: the declaration as the generic mount serves it (fields, hooks),
 * its table, the caller's scope condition and the live rows (soft delete, declared fixed values) — the same
 * conditions its list applies, so an export has exactly the rows the list counts.
 */
export class ExcelTarget {
  readonly rt: RecordType;
  readonly hooks: RecordHooks;
  readonly table: string;
  readonly columns: ReadonlySet<string>;
  readonly scope: ScopeTarget;
  /** The Excel columns, in declaration order. */
  readonly fields: readonly FieldSpec[];

  constructor(app: FastifyInstance, mounted: MountedRecord<RecordHooks>) {
    this.rt = mounted.rt;
    this.hooks = mounted.hooks;
    const columns = app.worksite.columns.get(this.rt.table);
    if (!columns) throw new Error(`record type ${this.rt.name}: table ${this.rt.table} does not exist`);
    this.columns = columns;
    this.table = ident(this.rt.table);
    this.scope = scopeTargetOf(this.rt, columns);
    this.fields = this.rt.fields.filter((f) => f.excel === true);
  }

  /** Live rows of this type over `alias`: not soft-deleted, with the declared fixed column values. */
  liveSql(p: SqlParams, alias = 't'): string {
    const parts = this.rt.softDeleteColumn ? [`${alias}.${ident(this.rt.softDeleteColumn)} = 0`] : [];
    for (const [c, v] of Object.entries(this.rt.fixed ?? {})) parts.push(`${alias}.${ident(c)} = ${p.add(v)}`);
    return parts.length ? parts.join(' AND ') : 'true';
  }

  /** The caller's data scope over `alias`. */
  scopedSql(ctx: EndpointContext, p: SqlParams, alias = 't'): string {
    return this.rt.scope === 'none' ? 'true' : scopeCondition(ctx.scope, this.scope, p, alias);
  }

  /** A row as the list answers it (declared fields, then the type's `toClient` hook). */
  toClient(row: Record<string, unknown>): Record<string, unknown> {
    const rec = rowToRecord(this.rt, row);
    return this.hooks.toClient ? this.hooks.toClient(rec, row) : rec;
  }
}
