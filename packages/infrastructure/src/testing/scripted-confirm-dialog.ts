import { injectable } from 'inversify';
import type { ConfirmDialog, ConfirmRequest } from '@worksite/contract';

/**
 * Test ConfirmDialog: records every request. Answers from `script` (true = confirm) in order; when the
 * script is empty the dialog stays open until the test calls `answer(...)`.
 */
@injectable()
export class ScriptedConfirmDialog implements ConfirmDialog {
  readonly requests: ConfirmRequest[] = [];
  private readonly script: boolean[] = [];
  private readonly waiting: ((confirmed: boolean) => void)[] = [];

  /** Queues answers for the next dialogs. */
  willAnswer(...answers: boolean[]): this {
    this.script.push(...answers);
    return this;
  }

  confirm(request: ConfirmRequest): Promise<boolean> {
    this.requests.push(request);
    const scripted = this.script.shift();
    if (scripted !== undefined) return Promise.resolve(scripted);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Answers the oldest open dialog; false when none is open. */
  answer(confirmed: boolean): boolean {
    const resolve = this.waiting.shift();
    resolve?.(confirmed);
    return resolve !== undefined;
  }

  /** Number of dialogs waiting for an answer. */
  get openCount(): number {
    return this.waiting.length;
  }
}
