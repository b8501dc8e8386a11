import { moveActorAllows, type ApiGateway, type ConfirmDialog, type MoveCaller, type Notifier, type RecordType, type WorkflowTransition } from '@worksite/contract';
import { vmMessages } from '../messages';
import { callWithFeedback } from '../support/call-with-feedback';
import { callAny, transitionEndpoint } from './record-calls';
import { fieldValue, rowId, type RecordRow } from './record-fields';

/**
 * Workflow moves open from the row's state whose button is held, whose call exists and whose declared actor
 * the caller is (docs/decisions/0417: the server refuses the others).
 */
export function openTransitions(recordType: RecordType, row: RecordRow, buttons: Readonly<Record<string, boolean>>, caller: MoveCaller): WorkflowTransition[] {
  const valueOf = (key: string) => {
    const f = recordType.fields.find((x) => x.key === key);
    return f === undefined ? row[key] : fieldValue(row, f);
  };
  const out: WorkflowTransition[] = [];
  for (const workflow of recordType.workflows ?? []) {
    const stateField = recordType.fields.find((f) => f.key === workflow.field);
    const state = stateField === undefined ? row[workflow.field] : fieldValue(row, stateField);
    for (const t of workflow.transitions) {
      const from = t.from.some((v) => String(v) === String(state));
      if (from && buttons[t.button] && transitionEndpoint(recordType, t.call) !== undefined && moveActorAllows(t, caller, valueOf)) out.push(t);
    }
  }
  return out;
}

/**
 * Makes a workflow move: the transition's call with the row's id, the target state (under the state field's key
 * and column) and `values` (the fields the move writes); `{label}成功` on success, the refusal shown otherwise. True
 * when made.
 */
export async function makeTransition(
  ports: { readonly gateway: ApiGateway; readonly notifier: Notifier },
  recordType: RecordType,
  row: RecordRow,
  transition: WorkflowTransition,
  values: Readonly<Record<string, unknown>> = {},
): Promise<boolean> {
  const endpoint = transitionEndpoint(recordType, transition.call);
  const workflow = recordType.workflows?.find((w) => w.transitions.includes(transition));
  if (endpoint === undefined || workflow === undefined) return false;
  const stateField = recordType.fields.find((f) => f.key === workflow.field);
  const id = rowId(row);
  const params: Record<string, unknown> = { id, rec_id: id, [workflow.field]: transition.to, ...values };
  if (stateField !== undefined) params[stateField.column] = transition.to;
  return callWithFeedback(ports.notifier, () => callAny(ports.gateway, endpoint, params), vmMessages.recordTransitionDone(transition.label));
}

/**
 * Asks before a move without a dialog of its own (审核通过, 确认, 开始生产; docs/decisions/0620): 提示 with
 * 确定 / 取消 naming the move and the record type; cancel shows 已取消. True when confirmed.
 */
export async function confirmTransition(
  ports: { readonly dialog: ConfirmDialog; readonly notifier: Notifier },
  recordType: RecordType,
  transition: WorkflowTransition,
): Promise<boolean> {
  const confirmed = await ports.dialog.confirm({
    title: vmMessages.alertTitle,
    message: vmMessages.recordTransitionConfirm(transition.label, recordType.title),
    confirmText: vmMessages.confirmButton,
    cancelText: vmMessages.cancelButton,
    tone: 'warning',
  });
  if (!confirmed) ports.notifier.info(vmMessages.actionCancelled);
  return confirmed;
}
