import { lookupTable } from '@worksite/lookups';
import { businessKeyOf } from './business-key';
import type { BusinessKeyPer } from './business-key-declaration';
import { fieldLookup } from './fields';
import type { FieldSpec, RecordType } from './record-declaration';

/** Texts of the import template's column notes (docs/decisions/0532). */
const HINT = {
  required: '必填',
  optional: '选填',
  id: '填写则更新该编号的记录，不填则新增',
  idByKey: (key: string) => `填写则更新该编号的记录；不填时按${key}匹配：已有则更新，没有则新增`,
  keyUnique: { company: '同一公司内唯一', project: '同一项目内唯一', all: '唯一' } satisfies Record<BusinessKeyPer, string>,
  maxLength: (n: number) => `不超过${n}个字符`,
  date: '日期，如 2025-03-01',
  datetime: '日期时间，如 2025-03-01 08:30',
  time: '时间，如 08:30',
  number: (unit: string | undefined) => (unit ? `数字（单位：${unit}）` : '数字'),
  choose: '从下拉列表中选择',
  remote: '填写名称（与列表中显示的一致）',
  masked: '导出文件中打码的值（如 1381****5678）表示不修改',
} as const;

/**
 * The values a choice field offers in the template's drop-down list: a lookup's labels, a coded text's declared
 * choices (强度等级 C15–C80, docs/decisions/0520); undefined for any other field.
 */
export function excelChoices(f: FieldSpec): readonly string[] | undefined {
  const table = fieldLookup(f);
  return table !== undefined ? lookupTable(table).map((e) => e.label) : f.choices;
}

/**
 * The note on a column of `rt`'s import template (docs/decisions/0532): required or not, what the business key
 * means (an existing record is updated), the length limit, the form of a date or number, the drop-down of a
 * choice, a name for a remote field, the meaning of a masked value.
 */
export function excelColumnHint(rt: RecordType, f: FieldSpec): string {
  const key = businessKeyOf(rt);
  if (f.column === 'id') return key === undefined ? HINT.id : HINT.idByKey(key.label);
  const parts: string[] = [f.required !== undefined ? HINT.required : HINT.optional];
  if (key?.fields.includes(f)) parts.push(HINT.keyUnique[rt.key!.per]);
  const input = f.input?.type;
  if (excelChoices(f) !== undefined) parts.push(HINT.choose);
  else if (input === 'remote') parts.push(HINT.remote);
  else if (input === 'date') parts.push(HINT.date);
  else if (input === 'datetime') parts.push(HINT.datetime);
  else if (input === 'time') parts.push(HINT.time);
  else if (f.kind === 'number') parts.push(HINT.number(f.input?.type === 'number' ? f.input.unit : undefined));
  if (f.maxLength !== undefined && excelChoices(f) === undefined && f.kind !== 'number') parts.push(HINT.maxLength(f.maxLength));
  if (f.mask !== undefined) parts.push(HINT.masked);
  return parts.join('；');
}
