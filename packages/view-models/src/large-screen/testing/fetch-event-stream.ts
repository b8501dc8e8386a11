import type { EventStream, EventStreamConnection, EventStreamHandlers } from '../ports/event-stream';

/** EventStream over Node's fetch (what EventSource does in the browser): parses `event:` / `data:` blocks. */
export class FetchEventStream implements EventStream {
  constructor(private readonly baseUrl: string) {}

  open(url: string, eventTypes: readonly string[], handlers: EventStreamHandlers): EventStreamConnection {
    const abort = new AbortController();
    void (async () => {
      try {
        const res = await fetch(`${this.baseUrl}${url}`, { signal: abort.signal });
        if (!res.ok || res.body === null) return handlers.onError?.(true);
        handlers.onOpen?.();
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buf = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += decoder.decode(value, { stream: true });
          let i: number;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const type = /^event: ?(.*)$/m.exec(block)?.[1];
            const data = /^data: ?(.*)$/m.exec(block)?.[1];
            if (type !== undefined && data !== undefined && eventTypes.includes(type)) handlers.onEvent({ type, data });
          }
        }
      } catch {
        // aborted by close()
      }
    })();
    return { close: () => abort.abort() };
  }
}
