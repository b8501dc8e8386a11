import type { FieldSpec, RecordType } from './record-declaration';

/**
 * The field naming a record of `recordType` where another type refers to it (a remote choice's option, the
 * name an export writes for the id): its declared `choiceLabel`, else its first required, else listed, else any
 * writable text field.
 */
export function choiceLabelField(recordType: RecordType): FieldSpec | undefined {
  const named = recordType.choiceLabel === undefined ? undefined : recordType.fields.find((f) => f.key === recordType.choiceLabel);
  if (named !== undefined) return named;
  const texts = recordType.fields.filter((f) => (f.input === undefined || f.input.type === 'text') && f.key !== 'id' && f.readOnly !== true);
  return texts.find((f) => f.required !== undefined) ?? texts.find((f) => f.listed === true) ?? texts[0];
}
