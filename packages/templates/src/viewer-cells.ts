import type { QuestionEntry } from './inspection-template';

/** One choice of a disabled radio group. */
export interface ViewerRadioOption {
  readonly value: string;
  readonly label: string;
}

/**
 * Spans as a table takes them; a cell with rowSpan 0 or colSpan 0 is covered by a merged
 * neighbour and is not rendered (every row keeps one cell per column).
 */
interface ViewerCellSpan {
  readonly rowSpan: number;
  readonly colSpan: number;
}

/** A cell showing text. */
export interface ViewerTextCell extends ViewerCellSpan {
  readonly kind: 'text';
  readonly text: string;
}

/** A cell showing a disabled radio group; `checked` is the value of the chosen option, if any. */
export interface ViewerRadioCell extends ViewerCellSpan {
  readonly kind: 'radio';
  /** Unique within the layout, for the radio inputs' name. */
  readonly group: string;
  readonly options: readonly ViewerRadioOption[];
  readonly checked: string | undefined;
  readonly disabled: true;
}

/** A cell of a viewer table. */
export type ViewerCell = ViewerTextCell | ViewerRadioCell;

/** A row of a viewer table. */
export interface ViewerRow {
  readonly key: string;
  readonly cells: readonly ViewerCell[];
}

/** A text cell, spanning as given. */
export function textCell(text: string, rowSpan = 1, colSpan = 1): ViewerTextCell {
  return { kind: 'text', text, rowSpan, colSpan };
}

/** A cell covered by a merged neighbour above (rowSpan 0). */
export const coveredByRow = (): ViewerTextCell => textCell('', 0, 1);

/** A cell covered by a merged neighbour on the left (colSpan 0). */
export const coveredByColumn = (): ViewerTextCell => textCell('', 1, 0);

/** The option an answer entry stands for: its value, else its id, else its name. */
export function answerOption(answer: QuestionEntry): ViewerRadioOption {
  const value = answer.value !== '' ? answer.value : answer.id !== '' ? answer.id : answer.name;
  return { value, label: answer.name };
}

/** Value of the option `chosen` names (by value, id or name), or `undefined`. */
export function checkedValue(answers: readonly QuestionEntry[], chosen: string): string | undefined {
  if (chosen === '') return undefined;
  const hit = answers.find((a) => a.value === chosen || a.id === chosen || a.name === chosen);
  return hit ? answerOption(hit).value : undefined;
}

/** A disabled radio group of an item's answers, its own value marking the choice; no answers shows the value as text. */
export function answerGroupCell(item: QuestionEntry, group: string, colSpan = 1): ViewerCell {
  if (item.childList.length === 0) return textCell(item.value, 1, colSpan);
  return {
    kind: 'radio',
    group,
    options: item.childList.map(answerOption),
    checked: checkedValue(item.childList, item.value),
    disabled: true,
    rowSpan: 1,
    colSpan,
  };
}

/** A disabled radio with a single option (style B), checked when the item chose this answer. */
export function singleAnswerCell(item: QuestionEntry, answer: QuestionEntry, group: string): ViewerRadioCell {
  const option = answerOption(answer);
  const chosen = checkedValue(item.childList, item.value);
  return {
    kind: 'radio',
    group,
    options: [option],
    checked: chosen === option.value ? option.value : undefined,
    disabled: true,
    rowSpan: 1,
    colSpan: 1,
  };
}
