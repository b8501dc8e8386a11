import type { EventStream, EventStreamConnection, EventStreamHandlers } from '@worksite/view-models';

/**
 * EventStream on the browser's EventSource: a dropped connection is retried by EventSource itself (the
 * server's `retry: 5000`); a refused one (HTTP 401/402 closes it) is reported as closed, and the view-model
 * decides when to open again.
 */
export class EventSourceStream implements EventStream {
  constructor(private readonly win: { EventSource: typeof EventSource } = window) {}

  open(url: string, eventTypes: readonly string[], handlers: EventStreamHandlers): EventStreamConnection {
    const source = new this.win.EventSource(url);
    source.onopen = () => handlers.onOpen?.();
    source.onerror = () => handlers.onError?.(source.readyState === source.CLOSED);
    for (const type of eventTypes) {
      source.addEventListener(type, (e) => handlers.onEvent({ type, data: String((e as MessageEvent).data ?? '') }));
    }
    return { close: () => source.close() };
  }
}
