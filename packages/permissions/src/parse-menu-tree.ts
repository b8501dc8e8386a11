import { messages } from './messages';
import type { MenuNode, MenuNodeKind } from './menu-node';

type Raw = Readonly<Record<string, unknown>>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field lookup ignoring case, so ID/id, PagePermission/pagePermission, NavigatePageUrlPC/…Pc all match. */
function field(raw: Raw, name: string): unknown {
  const wanted = name.toLowerCase();
  for (const key of Object.keys(raw)) {
    if (key.toLowerCase() === wanted && raw[key] !== undefined && raw[key] !== null) return raw[key];
  }
  return undefined;
}

function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

const optionalText = (v: unknown): string | undefined => text(v) || undefined;

function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/** Button names as an array of strings or one comma-separated string (ASCII or full-width comma). */
function buttonList(v: unknown): string[] {
  const parts = Array.isArray(v) ? v.map(text) : typeof v === 'string' ? v.split(/[,，]/) : [];
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function kindOf(typeStr: string | undefined, type: number | undefined): MenuNodeKind {
  if (typeStr === messages.menuType) return 'menu';
  if (typeStr === messages.buttonType) return 'button';
  if (typeStr !== undefined) return 'unknown';
  if (type === 1) return 'menu';
  return type === undefined ? 'unknown' : 'button';
}

/** One raw node (PascalCase from login, camelCase from company switch) → MenuNode; undefined if not an object. */
export function parseMenuNode(raw: unknown): MenuNode | undefined {
  if (!isRecord(raw)) return undefined;
  let isShowStr = optionalText(field(raw, 'IsShowStr'));
  const rawIsShow = field(raw, 'IsShow');
  // Some payloads put '是'/'否' in IsShow itself; read it as the text flag.
  if (isShowStr === undefined && (rawIsShow === messages.shown || rawIsShow === messages.hidden)) isShowStr = rawIsShow;
  const typeStr = optionalText(field(raw, 'TypeStr'));
  const type = num(field(raw, 'Type'));
  const children = field(raw, 'Children');
  return {
    id: optionalText(field(raw, 'ID')),
    pagePermission: text(field(raw, 'PagePermission')),
    textStr: text(field(raw, 'TextStr')),
    pcImageUrlStr: text(field(raw, 'PcImageUrlStr')),
    isShowStr,
    isShow: num(rawIsShow),
    typeStr,
    type,
    kind: kindOf(typeStr, type),
    menuFunctionType: num(field(raw, 'MenuFunctionType')),
    navigatePageUrlPC: text(field(raw, 'NavigatePageUrlPC')),
    navigateUrlPc: text(field(raw, 'NavigateUrlPc')),
    permission: buttonList(field(raw, 'Permission')),
    children: parseMenuTree(children),
  };
}

/**
 * The permission tree from login `MenuPermissions` (JSON text), stored `jsData` or the company
 * switch `permissions` (arrays). Tolerant: malformed text or a non-array gives an empty list.
 */
export function parseMenuTree(input: unknown): MenuNode[] {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.map(parseMenuNode).filter((n): n is MenuNode => n !== undefined);
}
