import type { EventStream, EventStreamConnection, EventStreamHandlers } from '@worksite/view-models';

/**
 * EventStream on the browser's EventSource. Its URL carries a one-use ticket (docs/decisions/0506), which
 * EventSource's own retry would send again and have refused: so any failure — a dropped connection or a refused
 * one (HTTP 401/402) — closes the source and is reported as closed, and the view-model opens a new one with a
 * new ticket when it decides to.
 */
export class EventSourceStream implements EventStream {
  constructor(private readonly win: { EventSource: typeof EventSource } = window) {}

  open(url: string, eventTypes: readonly string[], handlers: EventStreamHandlers): EventStreamConnection {
    const source = new this.win.EventSource(url);
    source.onopen = () => handlers.onOpen?.();
    source.onerror = () => {
      source.close();
      handlers.onError?.(true);
    };
    for (const type of eventTypes) {
      source.addEventListener(type, (e) => handlers.onEvent({ type, data: String((e as MessageEvent).data ?? '') }));
    }
    return { close: () => source.close() };
  }
}
