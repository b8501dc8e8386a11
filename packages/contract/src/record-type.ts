import type * as t from 'io-ts';
import type { ButtonName } from './endpoint';
import type { StrWhereFieldKind } from './str-where/str-where';

/** Which rows a caller may see: by company subtree, by project, by district code, or unscoped. */
export type ScopeKind = 'company' | 'project' | 'district' | 'none';

/** One field of a declared record type (DESIGN.md §5). */
export interface FieldSpec {
  /** Field name as read by the client (e.g. `contentName`). */
  readonly key: string;
  /** Field name in the save payload (e.g. `content_name`); defaults to `column`. */
  readonly writeKey?: string;
  /** Database column (snake_case). */
  readonly column: string;
  /** Chinese label shown in lists, forms and Excel headers. */
  readonly label: string;
  readonly codec: t.Mixed;
  /** Name of a lookup table in `@worksite/lookups` whose labels this field shows. */
  readonly lookup?: string;
  /** Message when the field is missing on create/update (SPEC §5 text where SPEC gives one). */
  readonly required?: string;
  readonly maxLength?: number;
  readonly filterable?: boolean;
  /** Value kind in a strWhere filter (default `string`). */
  readonly kind?: StrWhereFieldKind;
  /** Set by the server (id, create time); never taken from a save payload. */
  readonly readOnly?: boolean;
  readonly sortable?: boolean;
  /** Included as an Excel column in export/import. */
  readonly excel?: boolean;
  /** Shown in the list table. */
  readonly listed?: boolean;
}

/** The catalogue names (keys of the endpoint catalogue) a record type is served by. */
export interface RecordEndpoints {
  readonly list?: string;
  readonly detail?: string;
  readonly create?: string;
  readonly update?: string;
  readonly delete?: string;
  readonly audit?: string;
  readonly export?: string;
  readonly import?: string;
}

/** A record type declared once; server and web derive list/detail/create/update/delete/export from it. */
export interface RecordType {
  /** Stable key, e.g. `template`. */
  readonly name: string;
  /** Chinese title, e.g. `维保模板`. */
  readonly title: string;
  /** Database table. */
  readonly table: string;
  /** Page and sub-page keys whose buttons guard the calls. */
  readonly permission: { readonly page: string; readonly subPage: string };
  /** Button needed per action (defaults: list/detail search, create add, update edit, delete delete). */
  readonly buttons?: Partial<Record<keyof RecordEndpoints, ButtonName>>;
  readonly scope: ScopeKind;
  /** Columns holding the scope values; `company_id` / `project_id` / `district_code` when absent. */
  readonly scopeColumns?: { readonly company?: string; readonly project?: string; readonly district?: string };
  /** Soft delete column (`if_del`), when the type deletes by flag. */
  readonly softDeleteColumn?: string;
  /** Fields in form order; required ones are checked in this order (SPEC §5). */
  readonly fields: readonly FieldSpec[];
  readonly endpoints: RecordEndpoints;
  /** Default sort column (a field column). */
  readonly defaultSort?: string;
}
