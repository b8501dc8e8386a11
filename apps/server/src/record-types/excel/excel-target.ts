import { choiceLabelField, excelExportFields, excelImportFields, recordTypes, type FieldSpec, type RecordType } from '@worksite/contract';
import type { SqlParams } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { RecordHooks } from '../record-hooks';
import type { RecordMount } from '../record-mount-context';
import { recordMountOf } from '../record-mounts';

/** How the export names the records a remote field refers to: the source type's table and naming column. */
export interface RemoteNames {
  readonly table: string;
  readonly column: string;
}

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
  /**
   * The export's columns, in declaration order (docs/decisions/0346): every field the list shows and every
   * field declared for Excel, read-only ones included (状态, 最近上报时间) — the page's columns, as it shows them.
   */
  readonly fields: readonly FieldSpec[];
  /** The columns an import writes (and the template offers): 编号 and the writable Excel fields. */
  readonly importFields: readonly FieldSpec[];
  /** Remote fields shown by the name of the record they refer to, by field key (the rows carry only its id). */
  readonly remoteNames: ReadonlyMap<string, RemoteNames>;

  constructor(private readonly mount: RecordMount) {
    this.rt = mount.rt;
    this.hooks = mount.hooks;
    this.columns = mount.columns;
    this.table = mount.table;
    this.fields = excelExportFields(this.rt);
    this.importFields = excelImportFields(this.rt);
    const names = new Map<string, RemoteNames>();
    for (const f of this.fields) {
      if (f.input?.type !== 'remote' || f.input.labelKey !== undefined) continue;
      const source = recordTypes[f.input.source];
      const label = source === undefined ? undefined : choiceLabelField(source);
      if (source !== undefined && label !== undefined) names.set(f.key, { table: source.table, column: label.column });
    }
    this.remoteNames = names;
  }

  /** What an emptied column holds on update (NULL or its default), undefined when it cannot be emptied (0414). */
  emptyValue(column: string): { readonly value: unknown } | undefined {
    return this.mount.emptyValue(column);
  }

  /** Whether an import writes column `f` (a read-only column of an exported file sent back is skipped). */
  imports(f: FieldSpec): boolean {
    return this.importFields.includes(f);
  }

  /** The generic mount of the record type a remote field refers to (to read a name back as its id), if served. */
  sourceMount(name: string): RecordMount | undefined {
    return recordMountOf(this.mount.app, name);
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
