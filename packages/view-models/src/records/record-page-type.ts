/** Injection token of the record type a page's container shows (bound by RecordPageFactory per page). */
export const RecordPageType: unique symbol = Symbol.for('RecordPageType');
