import type { ConfirmDialog, ConfirmRequest } from '@worksite/contract';

/**
 * ConfirmDialog that records every request. It answers from the queue of `willAnswer(...)` (true = confirm) in
 * order; when the queue is empty it gives the standing answer of `alwaysAnswer(...)`, or, without one, stays open
 * until the test calls `answer(...)`.
 */
export class ScriptedConfirmDialog implements ConfirmDialog {
  readonly requests: ConfirmRequest[] = [];
  private readonly script: boolean[] = [];
  private standing: boolean | undefined;
  private readonly waiting: ((confirmed: boolean) => void)[] = [];

  /** Queues answers for the next dialogs. */
  willAnswer(...answers: boolean[]): this {
    this.script.push(...answers);
    return this;
  }

  /** Answers every dialog the queue does not cover with `confirmed`. */
  alwaysAnswer(confirmed: boolean): this {
    this.standing = confirmed;
    return this;
  }

  confirm(request: ConfirmRequest): Promise<boolean> {
    this.requests.push(request);
    const scripted = this.script.shift() ?? this.standing;
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
