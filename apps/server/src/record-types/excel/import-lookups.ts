import { businessKeyOf, businessKeyText, choiceLabelField, type FieldSpec } from '@worksite/contract';
import { SqlParams, ident } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { ExcelTarget } from './excel-target';

/** Ids by text: the records a name (or a business key) names, in the caller's scope. */
export type IdsByText = ReadonlyMap<string, readonly number[]>;

/** A cell holding an id as typed (`12`), not a name. */
export const isIdText = (v: unknown): boolean => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d+$/.test(v.trim()));

/** Groups rows `{ id, text }` into ids by text. */
function byText(rows: readonly { id: number | string; text: string | null }[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of rows) {
    if (r.text === null) continue;
    const ids = out.get(r.text) ?? [];
    ids.push(Number(r.id));
    out.set(r.text, ids);
  }
  return out;
}

/**
 * The records of the source type of remote field `f` named by `names` (its choice label: 管理区域 by the area's
 * name), live and in the caller's scope as that type's own list reads them — an export writes the name, so an
 * import reads it back (docs/decisions/0531). Empty when the source type is not served by the generic mount.
 */
export async function remoteIdsByName(target: ExcelTarget, ctx: EndpointContext, f: FieldSpec, names: readonly string[]): Promise<IdsByText> {
  if (f.input?.type !== 'remote' || names.length === 0) return new Map();
  const source = target.sourceMount(f.input.source);
  const label = source === undefined ? undefined : choiceLabelField(source.rt);
  if (source === undefined || label === undefined) return new Map();
  const p = new SqlParams();
  const namesParam = p.add(names);
  const rows = await ctx.db.many<{ id: number; text: string | null }>(
    `SELECT t.id, t.${ident(label.column)}::text AS text FROM ${source.table} t
      WHERE t.${ident(label.column)}::text = ANY(${namesParam}::text[]) AND ${source.liveSql(p)} AND ${source.scopedSql(ctx, p)}`,
    p.values,
  );
  return byText(rows);
}

/**
 * The live records in the caller's scope holding the business keys `keys` (texts of businessKeyText), by key:
 * an import row without 编号 updates the record its key names rather than adding a second one (0531). For a key
 * unique per company, the record of the caller's own company (where a new row is created) is meant when there is
 * one; else the one record of the key the caller sees (several: the row must say its 编号).
 */
export async function idsByBusinessKey(target: ExcelTarget, ctx: EndpointContext, keys: readonly string[]): Promise<IdsByText> {
  const key = businessKeyOf(target.rt);
  if (key === undefined || keys.length === 0) return new Map();
  const p = new SqlParams();
  const first = key.fields[0]!;
  const firstValues = p.add([...new Set(keys.map((k) => k.split('\u0000')[0]!))]);
  const per = key.perColumn === undefined ? 'NULL' : `t.${ident(key.perColumn)}`;
  const rows = await ctx.db.many<Record<string, unknown> & { id: number; __per: unknown }>(
    `SELECT t.id, ${per} AS __per, ${key.fields.map((f) => `t.${ident(f.column)}`).join(', ')} FROM ${target.table} t
      WHERE t.${ident(first.column)}::text = ANY(${firstValues}::text[]) AND ${target.liveSql(p)} AND ${target.scopedSql(ctx, p)}`,
    p.values,
  );
  const wanted = new Set(keys);
  const found = new Map<string, { id: number; own: boolean }[]>();
  for (const r of rows) {
    const text = businessKeyText(key.fields.map((f) => r[f.column]));
    if (text === undefined || !wanted.has(text)) continue;
    const own = key.perColumn === 'company_id' && Number(r.__per) === ctx.session.companyId;
    found.set(text, [...(found.get(text) ?? []), { id: Number(r.id), own }]);
  }
  return new Map([...found].map(([text, recs]) => {
    const own = recs.filter((r) => r.own);
    return [text, (own.length ? own : recs).map((r) => r.id)];
  }));
}
