import { makeAutoObservable } from 'mobx';
import type { ConfirmDialog, ConfirmRequest } from '@worksite/contract';

interface Pending {
  readonly request: ConfirmRequest;
  readonly resolve: (confirmed: boolean) => void;
}

/**
 * ConfirmDialog port: requests queue here and <ConfirmDialogHost/> shows the first as a Chakra dialog.
 * A request identical to the one showing (e.g. several 401 answers at once) joins it instead of stacking.
 */
export class DialogConfirm implements ConfirmDialog {
  private queue: Pending[] = [];

  constructor() {
    makeAutoObservable<DialogConfirm, 'queue'>(this, { queue: true });
  }

  get current(): ConfirmRequest | undefined {
    return this.queue[0]?.request;
  }

  confirm(request: ConfirmRequest): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      this.queue.push({ request, resolve });
    });
  }

  /** Answers the showing request and every queued duplicate of it. */
  answer(confirmed: boolean): void {
    const first = this.queue[0];
    if (first === undefined) return;
    const same = (p: Pending) => p.request.title === first.request.title && p.request.message === first.request.message;
    const done = this.queue.filter(same);
    this.queue = this.queue.filter((p) => !same(p));
    done.forEach((p) => p.resolve(confirmed));
  }
}
