import { ApiGateway, ConfirmDialog, endpoints, Notifier, type Endpoint } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { reportedWhile } from '../support/reported-while';
import { rowId, type RecordRow } from '../records/record-fields';
import { deviceMessages } from './device-messages';

/** The new key just issued for a device: shown once, in the key dialog. */
export interface IssuedDeviceKey {
  readonly deviceId: number;
  readonly deviceName: string;
  readonly ingestKey: string;
  readonly keyHint: string;
}

/**
 * 重置密钥 of a device row (docs/decisions/0380): confirmed first (the old key stops at once), then
 * POST /api/Telemetry/ResetDeviceKey; the answer's key is shown once in a dialog and the list reloads (its
 * 密钥尾号 changes). Cancel says 已取消重置 and changes nothing. A new device's key (新增) shows the same way.
 */
@injectable()
export class DeviceKeyViewModel {
  /** UI state: the key dialog (undefined: closed). */
  issued: IssuedDeviceKey | undefined = undefined;
  busy = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<DeviceKeyViewModel, 'gateway' | 'dialog' | 'notifier'>(this, { gateway: false, dialog: false, notifier: false }, { autoBind: true });
  }

  /** Asks, resets (by `endpoint`: a 门禁设备's own reset, docs/decisions/0660), shows the new key; true when the key changed. */
  async reset(row: RecordRow, reload?: () => Promise<unknown>, endpoint: Endpoint = endpoints.telemetryResetDeviceKey!): Promise<boolean> {
    const deviceName = String(row.deviceName ?? row.name ?? '');
    const ok = await this.dialog.confirm({
      title: deviceMessages.confirmTitle,
      message: deviceMessages.resetKeyConfirm(deviceName),
      confirmText: deviceMessages.confirmButton,
      cancelText: deviceMessages.cancelButton,
      tone: 'warning',
    });
    if (!ok) {
      this.notifier.info(deviceMessages.resetKeyCancelled);
      return false;
    }
    return reportedWhile(this, 'busy', this.notifier, async () => {
      const answer = (await this.gateway.call(endpoint, { id: rowId(row) } as never)) as Record<string, unknown>;
      runInAction(() => {
        this.issued = { deviceId: rowId(row), deviceName, ingestKey: String(answer.ingestKey ?? ''), keyHint: String(answer.keyHint ?? '') };
      });
      this.notifier.success(deviceMessages.resetKeyDone);
      await reload?.();
    });
  }

  /**
   * Shows the key a create answered (PCCreateDevice answers it once, to holders of the edit button): the same
   * dialog as after 重置密钥. Nothing when the answer carries no key.
   */
  showCreated(answer: unknown, payload: Readonly<Record<string, unknown>>): void {
    if (typeof answer !== 'object' || answer === null) return;
    const a = answer as Record<string, unknown>;
    if (typeof a.ingestKey !== 'string' || a.ingestKey === '') return;
    this.issued = {
      deviceId: Number(a.id),
      deviceName: String(payload.device_name ?? payload.deviceName ?? payload.name ?? ''),
      ingestKey: a.ingestKey,
      keyHint: String(a.keyHint ?? a.ingestKey.slice(-4)),
    };
  }

  close(): void {
    this.issued = undefined;
  }
}
