/**
 * Chinese text of this package that is not a table label. Table labels live in their tables
 * (one file per table), since a label and its code are one fact (docs/decisions/0011-lookup-labels.md).
 */
export const lookupMessages = {
  /** Shown for a code that no table entry has. */
  unknown: '未知',
  /** Shown when the value is missing (undefined, null or empty text). */
  missing: '',
} as const;
