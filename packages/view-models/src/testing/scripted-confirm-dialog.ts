import type { ConfirmDialog, ConfirmRequest } from '@worksite/contract';

/** ConfirmDialog that records requests and answers with the scripted choice. */
export class ScriptedConfirmDialog implements ConfirmDialog {
  readonly requests: ConfirmRequest[] = [];
  /** The answer to give next (default: confirm). */
  answer = true;

  confirm(request: ConfirmRequest): Promise<boolean> {
    this.requests.push(request);
    return Promise.resolve(this.answer);
  }
}
