import type { EventStream, EventStreamConnection, EventStreamHandlers } from '@worksite/view-models';

/** Wait before opening again a stream the server closed for good (EventSource retries dropped ones itself). */
const REOPEN_MS = 5000;

/**
 * EventStream on the browser's EventSource. EventSource reconnects a dropped connection by itself; when the
 * server refused it (an HTTP error closes it for good) this opens it again after 5 s, until closed.
 */
export class EventSourceStream implements EventStream {
  constructor(private readonly win: Pick<Window, 'setTimeout' | 'clearTimeout'> & { EventSource: typeof EventSource } = window) {}

  open(url: string, eventTypes: readonly string[], handlers: EventStreamHandlers): EventStreamConnection {
    let source: EventSource | undefined;
    let timer: number | undefined;
    let closed = false;
    const connect = () => {
      const es = new this.win.EventSource(url);
      source = es;
      es.onopen = () => handlers.onOpen?.();
      es.onerror = () => {
        handlers.onError?.();
        if (es.readyState === es.CLOSED && !closed) timer = this.win.setTimeout(connect, REOPEN_MS);
      };
      for (const type of eventTypes) {
        es.addEventListener(type, (e) => handlers.onEvent({ type, data: String((e as MessageEvent).data ?? '') }));
      }
    };
    connect();
    return {
      close: () => {
        closed = true;
        if (timer !== undefined) this.win.clearTimeout(timer);
        source?.close();
      },
    };
  }
}
