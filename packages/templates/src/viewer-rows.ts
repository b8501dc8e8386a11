import type { Question, QuestionEntry } from './inspection-template';
import type { ViewerCell, ViewerRow } from './viewer-cells';
import { answerGroupCell, coveredByColumn, coveredByRow, singleAnswerCell, textCell } from './viewer-cells';
import type { ViewerStyle } from './viewer-style';

/** Category cell: spans `n` rows on the first row of its question, covered on the others. */
const categoryCell = (q: Question, first: boolean, n: number): ViewerCell =>
  first ? textCell(q.typeName, n) : coveredByRow();

/** A question with no items still shows its category, on one row. */
const NO_ITEM: QuestionEntry = { id: '', name: '', value: '', childList: [] };
const itemsOf = (q: Question): readonly QuestionEntry[] => (q.content.length > 0 ? q.content : [NO_ITEM]);

/** Style A: category | item | radio group of the item's answers. */
function groupedRows(q: Question, key: string): ViewerRow[] {
  const items = itemsOf(q);
  return items.map((item, j) => ({
    key: `${key}-${j}`,
    cells: [categoryCell(q, j === 0, items.length), textCell(item.name), answerGroupCell(item, `${key}-${j}`)],
  }));
}

/** Style B: one row per answer; an item with n answers spans n rows, its category all of them. */
function answerRows(q: Question, key: string): ViewerRow[] {
  const items = itemsOf(q);
  const total = items.reduce((sum, item) => sum + Math.max(1, item.childList.length), 0);
  const rows: ViewerRow[] = [];
  items.forEach((item, j) => {
    const group = `${key}-${j}`;
    const answers = item.childList;
    const n = Math.max(1, answers.length);
    for (let k = 0; k < n; k += 1) {
      const answer = answers[k];
      rows.push({
        key: `${group}-${k}`,
        cells: [
          categoryCell(q, rows.length === 0, total),
          k === 0 ? textCell(item.name, n) : coveredByRow(),
          answer ? singleAnswerCell(item, answer, group) : textCell(item.value),
        ],
      });
    }
  });
  return rows;
}

/** Style C: a heading row across all columns for the category, then numbered items. */
function wireRopeRows(q: Question, key: string): ViewerRow[] {
  const rows: ViewerRow[] = [];
  if (q.typeName.trim() !== '') {
    rows.push({ key: `${key}-h`, cells: [textCell(q.typeName, 1, 3), coveredByColumn(), coveredByColumn()] });
  }
  q.content.forEach((item, j) => {
    rows.push({
      key: `${key}-${j}`,
      cells: [textCell(String(j + 1)), textCell(item.name), answerGroupCell(item, `${key}-${j}`)],
    });
  });
  return rows;
}

/** A gantry item is split when its first two children are parts that hold answers of their own. */
const isSplit = (item: QuestionEntry): boolean =>
  item.childList.length >= 2 && item.childList.slice(0, 2).every((part) => part.childList.length > 0);

/** Style D: category | item | left part | right part; an unsplit item's answers span both sides. */
function gantryRows(q: Question, key: string): ViewerRow[] {
  const items = itemsOf(q);
  return items.map((item, j) => {
    const group = `${key}-${j}`;
    const [left, right] = item.childList;
    const answer: ViewerCell[] =
      isSplit(item) && left && right
        ? [answerGroupCell(left, `${group}-l`), answerGroupCell(right, `${group}-r`)]
        : [answerGroupCell(item, group, 2), coveredByColumn()];
    return { key: group, cells: [categoryCell(q, j === 0, items.length), textCell(item.name), ...answer] };
  });
}

const BUILDERS: Readonly<Record<ViewerStyle, (q: Question, key: string) => ViewerRow[]>> = {
  grouped: groupedRows,
  'answer-rows': answerRows,
  'wire-rope': wireRopeRows,
  gantry: gantryRows,
};

/** The table rows of a question list in a style; `keyPrefix` keeps row keys and radio groups unique. */
export function viewerRows(questions: readonly Question[], style: ViewerStyle, keyPrefix: string): ViewerRow[] {
  return questions.flatMap((q, i) => BUILDERS[style](q, `${keyPrefix}-${i}`));
}
