import type { Question, QuestionEntry, TemplateSection } from './inspection-template';
import { sectionInfo } from './inspection-template';
import { TEMPLATE_MESSAGES } from './messages';

/** Outcome of {@link parseQuestionList}: the questions, or the Chinese message to show. */
export type QuestionListResult =
  | { readonly ok: true; readonly questions: readonly Question[] }
  | { readonly ok: false; readonly message: string };

/** Deepest `childList` nesting accepted; deeper text is refused as malformed. */
export const MAX_QUESTION_DEPTH = 8;

/** Thrown inside the parser only, to unwind to the one place that turns it into a result. */
class Malformed extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The format error of a section: 巡检内容格式不正确, 操作内容格式不正确, … */
export function questionListMessage(section: TemplateSection): string {
  return `${sectionInfo(section).label}${TEMPLATE_MESSAGES.contentMalformedSuffix}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Malformed('not JSON');
  }
}

function scalarText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new Malformed('not a scalar');
}

function readEntries(v: unknown, depth: number): QuestionEntry[] {
  if (depth > MAX_QUESTION_DEPTH) throw new Malformed('too deep');
  if (isBlank(v)) return [];
  if (typeof v === 'string') return readEntries(parseJson(v), depth);
  if (Array.isArray(v)) return v.map((e) => readEntry(e, depth));
  if (isObj(v)) return [readEntry(v, depth)];
  throw new Malformed('entries not a list');
}

function readEntry(v: unknown, depth: number): QuestionEntry {
  if (!isObj(v)) throw new Malformed('entry not an object');
  return {
    id: scalarText(v['id']),
    name: scalarText(v['name']),
    value: scalarText(v['value']),
    childList: readEntries(v['childList'], depth + 1),
  };
}

function readQuestion(v: unknown): Question {
  if (!isObj(v) || !('typeName' in v || 'content' in v)) throw new Malformed('question not an object');
  return { typeName: scalarText(v['typeName']), content: readEntries(v['content'], 0) };
}

function readQuestions(v: unknown, textDepth: number): Question[] {
  if (isBlank(v)) return [];
  // A list stored twice-encoded arrives as JSON text of JSON text.
  if (typeof v === 'string' && textDepth < 2) return readQuestions(parseJson(v), textDepth + 1);
  if (Array.isArray(v)) return v.map(readQuestion);
  if (isObj(v)) return [readQuestion(v)];
  throw new Malformed('not a question list');
}

/**
 * Reads one of the four question lists (JSON text, or an already parsed array).
 * Blank means no questions; tolerated: content as JSON text, numbers for text, a missing childList,
 * a single question instead of a list. Anything else gives the section's format message.
 */
export function parseQuestionList(input: unknown, section: TemplateSection): QuestionListResult {
  try {
    return { ok: true, questions: readQuestions(input, 0) };
  } catch (e) {
    if (e instanceof Malformed) return { ok: false, message: questionListMessage(section) };
    throw e;
  }
}
