/** A lexical token of a strWhere text. */
export type StrWhereToken =
  | { readonly kind: 'ident'; readonly text: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'op'; readonly text: '=' | '!=' | '<>' | '>' | '>=' | '<' | '<=' }
  | { readonly kind: 'punct'; readonly text: '(' | ')' | ',' };

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*/;
const NUMBER = /^-?\d+(\.\d+)?(?![A-Za-z0-9_.])/;
const OPS = ['>=', '<=', '!=', '<>', '=', '>', '<'] as const;

/**
 * Splits strWhere text into tokens, or returns the reason it cannot. Anything outside the grammar
 * (`;`, comments, quotes left open, backslashes, other symbols) stops here.
 */
export function tokenizeStrWhere(text: string): StrWhereToken[] | string {
  const tokens: StrWhereToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    const rest = text.slice(i);
    if (rest.startsWith('--') || rest.startsWith('/*') || rest.startsWith('#')) return 'comment';
    if (ch === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= text.length) return 'unterminated string';
        const c = text.charAt(j);
        if (c === '\\') return 'backslash in string';
        if (c === "'") {
          if (text.charAt(j + 1) === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += c;
        j += 1;
      }
      tokens.push({ kind: 'string', value });
      i = j + 1;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number !== null) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    const ident = IDENT.exec(rest);
    if (ident !== null) {
      tokens.push({ kind: 'ident', text: ident[0] });
      i += ident[0].length;
      continue;
    }
    const op = OPS.find((o) => rest.startsWith(o));
    if (op !== undefined) {
      tokens.push({ kind: 'op', text: op });
      i += op.length;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ kind: 'punct', text: ch });
      i += 1;
      continue;
    }
    return `unexpected character ${JSON.stringify(ch)}`;
  }
  return tokens;
}
