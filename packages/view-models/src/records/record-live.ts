import type { ApiGateway, Timer, TimerHandle } from '@worksite/contract';
import type { EventStream, EventStreamConnection } from '../large-screen/ports/event-stream';
import { pushStreamUrl } from '../large-screen/push-ticket';

/** A refused or dropped stream of a list is opened again (with a new ticket) after 5 s, then 10, 20 … at most 60 s. */
const RETRY_MS = 5_000;
const RETRY_MAX_MS = 60_000;

/** What a page's live list needs besides the stream: the ticket call, a timer for reconnecting, whether signed in. */
export interface PushAccess {
  readonly gateway: ApiGateway;
  readonly timer: Timer;
  signedIn(): boolean;
}

/**
 * Keeps a page current while it is open, for a type that declares its push event (`live`: a new alarm appears
 * without a reload, docs/decisions/0374): opens the push stream on `stream` with a one-use ticket (0506) and
 * runs `reload` on each such event — one at a time, once more when events came meanwhile. A stream that fails
 * (or a ticket that cannot be had) is opened again with a new ticket, while signed in. Answers the function
 * that stops it (nothing to stop without an event or a session).
 */
export function watchPushEvent(stream: EventStream, event: string | undefined, access: PushAccess, reload: () => Promise<void>): () => void {
  if (event === undefined || !access.signedIn()) return () => undefined;
  let running = false;
  let pending = false;
  const run = async (): Promise<void> => {
    if (running) {
      pending = true;
      return;
    }
    running = true;
    try {
      do {
        pending = false;
        await reload();
      } while (pending);
    } finally {
      running = false;
    }
  };
  let stopped = false;
  let connection: EventStreamConnection | undefined;
  let retry: TimerHandle | undefined;
  let retryMs = RETRY_MS;
  const reopenLater = (): void => {
    connection?.close();
    connection = undefined;
    if (stopped || retry !== undefined) return;
    retry = access.timer.setTimeout(() => {
      retry = undefined;
      open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  const open = (): void => {
    if (stopped || !access.signedIn()) return;
    pushStreamUrl(access.gateway).then((url) => {
      if (stopped) return;
      connection = stream.open(url, [event], {
        onEvent: () => void run(),
        onOpen: () => (retryMs = RETRY_MS),
        onError: (closed) => closed && reopenLater(),
      });
    }, reopenLater);
  };
  open();
  return () => {
    stopped = true;
    connection?.close();
    if (retry !== undefined) access.timer.clearTimeout(retry);
  };
}
