import { DELETE_PREVIEW_CALL, callName, type ApiGateway, type ConfirmDialog, type ConfirmRequest, type DeletePreview, type Notifier, type RecordType } from '@worksite/contract';
import { vmMessages } from '../messages';
import { DELETE_OUTCOME, confirmedDelete } from '../support/confirmed-delete';
import { alreadyReported, failureMessage } from '../support/failure-message';
import { callAny, catalogueEndpoint } from './record-calls';

/** What the server's delete preview says of record `id` (undefined for a type without relations: SPEC §8's confirm stands). */
async function deletePreviewOf(gateway: ApiGateway, recordType: RecordType, id: number): Promise<DeletePreview | undefined> {
  const api = recordType.api;
  const call = api?.more?.[DELETE_PREVIEW_CALL];
  const endpoint = api === undefined || call === undefined ? undefined : catalogueEndpoint(callName(api, call));
  return endpoint === undefined ? undefined : ((await callAny(gateway, endpoint, { id, rec_id: id })) as DeletePreview);
}

/** The warning confirm of a delete with the preview's message. */
const confirmOf = (message: string): ConfirmRequest => ({
  title: vmMessages.recordDeleteConfirmTitle,
  message,
  confirmText: vmMessages.confirmButton,
  cancelText: vmMessages.cancelButton,
  tone: 'warning',
});

/**
 * The delete of a record page's row (docs/decisions/0511): for a type whose declaration names what refers to
 * it, the server's delete preview first — its refusal shown at once (该项目下还有2个混凝土订单，不能删除), or its
 * confirm naming the record and what goes with it (此操作将永久删除项目「A」及其下3台扬尘监测设备, 是否继续?);
 * then SPEC §8's flow (confirmedDelete). True when deleted.
 */
export async function declaredDelete(
  ports: { readonly gateway: ApiGateway; readonly dialog: ConfirmDialog; readonly notifier: Notifier },
  recordType: RecordType,
  id: number,
  call: () => Promise<unknown>,
): Promise<boolean> {
  let preview: DeletePreview | undefined;
  try {
    preview = await deletePreviewOf(ports.gateway, recordType, id);
  } catch (e) {
    if (!alreadyReported(e)) ports.notifier.error(failureMessage(e), DELETE_OUTCOME);
    return false;
  }
  if (preview?.refused !== undefined) {
    ports.notifier.error(preview.refused, DELETE_OUTCOME);
    return false;
  }
  return confirmedDelete(ports.dialog, ports.notifier, call, preview === undefined ? undefined : confirmOf(preview.confirm));
}
