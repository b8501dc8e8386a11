/** One input of a call's dialog: a parameter of the call, with the message when the dialog requires it (the call does not). */
export interface CallDialogInput {
  readonly param: string;
  /** Required in this dialog though optional to the call (补录 names its worker and day; 更正 takes the row's id). */
  readonly required?: string;
}

/**
 * A further call the web makes from a dialog of inputs, with no workflow state change (docs/decisions/0677): 更正 on
 * a row — the row's id sent as `id`, the inputs filled from the row's fields of the same keys — or 补录 in the
 * toolbar, the inputs empty. Guarded by the call's button; each input is one of the call's params (its label,
 * `required` message and `maxLength`), edited with the input of the declared field of the same key when the type
 * has one (a date and time, a remote choice), else as one line of text.
 */
export interface CallDialog {
  /** A key of the api's `more`. */
  readonly call: string;
  /** The button's text and the dialog's title before the type's title (更正 → 更正考勤记录). */
  readonly label: string;
  readonly on: 'row' | 'toolbar';
  /** The inputs in order: a param's key, or the key with the dialog's own required message. */
  readonly inputs: readonly (string | CallDialogInput)[];
}
