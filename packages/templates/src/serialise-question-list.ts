import type { Question, QuestionEntry } from './inspection-template';

function plainEntry(e: QuestionEntry): QuestionEntry {
  return { id: e.id, name: e.name, value: e.value, childList: e.childList.map(plainEntry) };
}

/**
 * JSON text of a question list, keys in a fixed order; an empty list is '' (what a blank
 * textarea holds and {@link parseQuestionList} reads back as no questions).
 */
export function serialiseQuestionList(questions: readonly Question[]): string {
  if (questions.length === 0) return '';
  return JSON.stringify(questions.map((q) => ({ typeName: q.typeName, content: q.content.map(plainEntry) })));
}
