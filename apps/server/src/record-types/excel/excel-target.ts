import type { FieldSpec, RecordType } from '@worksite/contract';
import type { SqlParams } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { RecordHooks } from '../record-hooks';
import type { RecordMount } from '../record-mount-context';

/**
 * One record type as its Excel calls see it: the generic mount that serves its list (fields, hooks, scope,
 * live rows, masks) and its Excel columns — the same conditions its list applies, so an export has exactly
 * the rows the list counts and shows them as the list does.
 */
export class ExcelTarget {
  readonly rt: RecordType;
  readonly hooks: RecordHooks;
  readonly table: string;
  readonly columns: ReadonlySet<string>;
  /** The Excel columns, in declaration order. */
  readonly fields: readonly FieldSpec[];

  constructor(private readonly mount: RecordMount) {
    this.rt = mount.rt;
    this.hooks = mount.hooks;
    this.columns = mount.columns;
    this.table = mount.table;
    this.fields = this.rt.fields.filter((f) => f.excel === true);
  }

  /** Live rows of this type over `alias`: not soft-deleted, with the declared fixed column values. */
  liveSql(p: SqlParams, alias = 't'): string {
    return this.mount.liveSql(p, alias);
  }

  /** The caller's data scope over `alias` (the type's `scopeSql` hook where it has one). */
  scopedSql(ctx: EndpointContext, p: SqlParams, alias = 't'): string {
    return this.mount.scopedSql(ctx, p, alias);
  }

  /** A row as the list answers it: declared fields, the type's `toClient` hook, masks applied. */
  toClient(row: Record<string, unknown>): Record<string, unknown> {
    return this.mount.toClient(row, true);
  }
}
