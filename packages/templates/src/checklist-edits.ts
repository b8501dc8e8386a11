import type { Question, QuestionEntry } from './inspection-template';

/**
 * Edits of one question list as the checklist editor makes them (docs/decisions/0392): groups (typeName),
 * their questions (content items) and each question's answer options (childList). Pure: each returns a new
 * list; what the edit does not touch (ids, a question's preset value, nested parts of a gantry item) is kept,
 * so saving gives the same SPEC question-list text (`serialiseQuestionList`).
 */

/** The answer options a new question starts with, as the demo templates have them. */
export const DEFAULT_ANSWER_OPTIONS: readonly string[] = ['正常', '异常'];

/** A fresh id for a new entry: one above the largest numeric id in the list (ids are text, SPEC §3). */
export function nextEntryId(questions: readonly Question[]): string {
  let max = 0;
  const visit = (e: QuestionEntry) => {
    const n = Number(e.id);
    if (Number.isInteger(n) && n > max) max = n;
    e.childList.forEach(visit);
  };
  questions.forEach((q) => q.content.forEach(visit));
  return String(max + 1);
}

const at = <T>(list: readonly T[], i: number, f: (item: T) => T): T[] => list.map((item, j) => (j === i ? f(item) : item));
const without = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);
const option = (id: string, name: string): QuestionEntry => ({ id, name, value: name, childList: [] });

/** 添加分组: an empty group at the end. */
export function addGroup(questions: readonly Question[]): Question[] {
  return [...questions, { typeName: '', content: [] }];
}

export function renameGroup(questions: readonly Question[], g: number, typeName: string): Question[] {
  return at(questions, g, (q) => ({ ...q, typeName }));
}

export function removeGroup(questions: readonly Question[], g: number): Question[] {
  return without(questions, g);
}

/** 添加检查项: a question with the default answer options (正常 / 异常), ids fresh across the list. */
export function addQuestion(questions: readonly Question[], g: number): Question[] {
  const first = Number(nextEntryId(questions));
  const options = DEFAULT_ANSWER_OPTIONS.map((name, k) => option(String(first + 1 + k), name));
  return at(questions, g, (q) => ({ ...q, content: [...q.content, { id: String(first), name: '', value: '', childList: options }] }));
}

export function renameQuestion(questions: readonly Question[], g: number, i: number, name: string): Question[] {
  return at(questions, g, (q) => ({ ...q, content: at(q.content, i, (e) => ({ ...e, name })) }));
}

export function removeQuestion(questions: readonly Question[], g: number, i: number): Question[] {
  return at(questions, g, (q) => ({ ...q, content: without(q.content, i) }));
}

/** 添加选项: an empty answer option at the end of the question's options. */
export function addOption(questions: readonly Question[], g: number, i: number): Question[] {
  const id = nextEntryId(questions);
  return at(questions, g, (q) => ({ ...q, content: at(q.content, i, (e) => ({ ...e, childList: [...e.childList, option(id, '')] })) }));
}

/** Renames an answer option; its value follows its name (a radio answer's value is its text, SPEC §2.9). */
export function renameOption(questions: readonly Question[], g: number, i: number, k: number, name: string): Question[] {
  return at(questions, g, (q) => ({
    ...q,
    content: at(q.content, i, (e) => ({
      ...e,
      value: e.value !== '' && e.value === e.childList[k]?.value ? name : e.value,
      childList: at(e.childList, k, (o) => ({ ...o, name, value: name })),
    })),
  }));
}

export function removeOption(questions: readonly Question[], g: number, i: number, k: number): Question[] {
  return at(questions, g, (q) => ({
    ...q,
    content: at(q.content, i, (e) => ({
      ...e,
      value: e.value !== '' && e.value === e.childList[k]?.value ? '' : e.value,
      childList: without(e.childList, k),
    })),
  }));
}
