import type { CallParam } from '../../call-params/call-param';
import type { ButtonName } from '../../endpoint';
import type { CallDialog } from './call-dialog-declaration';
import type { FieldSpec, RecordDeclaration, RecordType } from './record-declaration';

export type { CallDialog, CallDialogInput } from './call-dialog-declaration';

/** One input of a call dialog as the web shows it: the param, the field lending its input kind, the required message. */
export interface CallDialogField {
  readonly key: string;
  readonly label: string;
  readonly param: CallParam;
  readonly field?: FieldSpec;
  readonly required?: string;
}

/** The dialog's button (its call's) and its inputs, read from the declaration; undefined when the call is not declared. */
export function callDialogParts(recordType: Pick<RecordType, 'api' | 'fields'>, dialog: CallDialog): { readonly button: ButtonName; readonly fields: readonly CallDialogField[] } | undefined {
  const call = recordType.api?.more?.[dialog.call];
  if (call?.button === undefined) return undefined;
  const fields = dialog.inputs.map((input) => {
    const { param: key, required } = typeof input === 'string' ? { param: input, required: undefined } : input;
    const param = call.params?.[key];
    if (param === undefined) throw new Error(`call dialog ${dialog.call}: the call has no param ${key}`);
    const field = recordType.fields.find((f) => f.key === key);
    const message = required ?? param.required;
    return { key, label: param.label, param, ...(field !== undefined ? { field } : {}), ...(message !== undefined ? { required: message } : {}) };
  });
  return { button: call.button, fields };
}

/** Every dialog of a declaration names a further call with a button and only params of it (checked when declared). */
export function checkCallDialogs(declaration: Pick<RecordDeclaration, 'name' | 'api' | 'fields' | 'dialogs'>): void {
  for (const dialog of declaration.dialogs ?? []) {
    if (callDialogParts(declaration as unknown as RecordType, dialog) === undefined) {
      throw new Error(`record type ${declaration.name}: dialog ${dialog.label} names no further call with a button (${dialog.call})`);
    }
  }
}
