import { type StrWhereToken, tokenizeStrWhere } from './str-where-tokens';

/** Comparison operators of the strWhere grammar. */
export type StrWhereOp = '=' | '!=' | '<>' | '>' | '>=' | '<' | '<=' | 'like';
/** Kind of a whitelisted field, which decides the values it accepts. */
export type StrWhereFieldKind = 'string' | 'number' | 'date' | 'boolean';
/** A literal value of a condition. */
export type StrWhereValue = string | number | boolean;

/** One parsed condition: `field op value`, or `field in (v1, v2, …)`. */
export type StrWhereCondition =
  | { readonly field: string; readonly op: StrWhereOp; readonly value: StrWhereValue }
  | { readonly field: string; readonly op: 'in'; readonly values: readonly StrWhereValue[] };

/** Outcome of parsing: the conditions, or the refusal message (with an English reason for logs). */
export type StrWhereResult =
  | { readonly ok: true; readonly conditions: readonly StrWhereCondition[] }
  | { readonly ok: false; readonly message: string; readonly reason: string };

/** The message shown when a filter is refused. */
export const STR_WHERE_INVALID = '查询条件不合法';
/** Longest filter text accepted. */
export const STR_WHERE_MAX_LENGTH = 2000;
/** Most conditions accepted in one filter. */
export const STR_WHERE_MAX_CONDITIONS = 20;

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const ORDER_OPS: ReadonlySet<string> = new Set(['>', '>=', '<', '<=']);

function refuse(reason: string): StrWhereResult {
  return { ok: false, message: STR_WHERE_INVALID, reason };
}

/** Checks a literal against its field kind; returns the typed value or undefined. */
function typedValue(kind: StrWhereFieldKind, token: StrWhereToken | undefined): StrWhereValue | undefined {
  if (token === undefined) return undefined;
  switch (kind) {
    case 'number':
      return token.kind === 'number' ? token.value : undefined;
    case 'string':
      return token.kind === 'string' ? token.value : undefined;
    case 'date':
      return token.kind === 'string' && DATE.test(token.value) ? token.value : undefined;
    case 'boolean':
      if (token.kind === 'number' && (token.value === 0 || token.value === 1)) return token.value === 1;
      if (token.kind === 'ident' && /^(true|false)$/i.test(token.text)) return token.text.toLowerCase() === 'true';
      return undefined;
  }
}

const isWord = (token: StrWhereToken | undefined, word: string): boolean =>
  token?.kind === 'ident' && token.text.toLowerCase() === word;

/**
 * Parses a client's strWhere into whitelisted conditions, or refuses it. Grammar:
 * `condition (and condition)*`, condition = `field op literal` | `field like 'text'` | `field in (literal, …)`,
 * field one of `allowedFields`, literal a single-quoted string (`''` escapes a quote) or a number,
 * matching the field's kind. Nothing else (or, parentheses, functions, `;`, comments) is accepted.
 */
export function parseStrWhere(text: string, allowedFields: Readonly<Record<string, StrWhereFieldKind>>): StrWhereResult {
  if (text.length > STR_WHERE_MAX_LENGTH) return refuse('too long');
  const tokens = tokenizeStrWhere(text);
  if (typeof tokens === 'string') return refuse(tokens);
  const conditions: StrWhereCondition[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (conditions.length > 0) {
      if (!isWord(tokens[i], 'and')) return refuse('conditions must be joined by and');
      i += 1;
    }
    const fieldToken = tokens[i];
    if (fieldToken?.kind !== 'ident') return refuse('field expected');
    const field = fieldToken.text;
    const kind = Object.prototype.hasOwnProperty.call(allowedFields, field) ? allowedFields[field] : undefined;
    if (kind === undefined) return refuse(`unknown field ${field}`);
    const opToken = tokens[i + 1];
    if (isWord(opToken, 'in')) {
      if (tokens[i + 2]?.kind !== 'punct' || (tokens[i + 2] as { text: string }).text !== '(') return refuse('( expected after in');
      const values: StrWhereValue[] = [];
      let j = i + 3;
      for (;;) {
        const value = typedValue(kind, tokens[j]);
        if (value === undefined) return refuse(`bad value in list of ${field}`);
        values.push(value);
        const next = tokens[j + 1];
        if (next?.kind === 'punct' && next.text === ',') j += 2;
        else if (next?.kind === 'punct' && next.text === ')') break;
        else return refuse(', or ) expected');
      }
      conditions.push({ field, op: 'in', values });
      i = j + 2;
    } else {
      let op: StrWhereOp;
      if (opToken?.kind === 'op') op = opToken.text;
      else if (isWord(opToken, 'like')) op = 'like';
      else return refuse('operator expected');
      if (op === 'like' && kind !== 'string') return refuse(`like on non-text field ${field}`);
      if (ORDER_OPS.has(op) && (kind === 'string' || kind === 'boolean')) return refuse(`ordering on ${kind} field ${field}`);
      const value = typedValue(kind, tokens[i + 2]);
      if (value === undefined) return refuse(`bad value for ${field}`);
      conditions.push({ field, op, value });
      i += 3;
    }
    if (conditions.length > STR_WHERE_MAX_CONDITIONS) return refuse('too many conditions');
  }
  return { ok: true, conditions };
}

function formatValue(value: StrWhereValue): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return `'${value.replace(/'/g, "''")}'`;
}

/** Writes conditions as strWhere text (`company_id = 5 and if_del = 0`); `parseStrWhere` reads it back. */
export function formatStrWhere(conditions: readonly StrWhereCondition[]): string {
  return conditions
    .map((c) => (c.op === 'in' ? `${c.field} in (${c.values.map(formatValue).join(', ')})` : `${c.field} ${c.op} ${formatValue(c.value)}`))
    .join(' and ');
}
