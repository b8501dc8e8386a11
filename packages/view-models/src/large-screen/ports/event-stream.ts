/** One server-sent event as received. */
export interface StreamEvent {
  /** The SSE `event:` name (`reading`, `alarm`, `notice`, …). */
  readonly type: string;
  /** The SSE `data:` text (JSON for the push stream). */
  readonly data: string;
}

/** What an open stream reports. */
export interface EventStreamHandlers {
  onEvent(event: StreamEvent): void;
  /** The connection is (re)established. */
  onOpen?(): void;
  /**
   * The connection failed. `closed` false: dropped, the implementation reconnects by itself (SSE `retry`);
   * true: refused (HTTP error) or dropped, and closed for good — the caller decides whether to open again. The
   * push stream's URL is good for one connection (a one-use ticket, docs/decisions/0506), so the browser's
   * implementation closes on every failure.
   */
  onError?(closed: boolean): void;
}

/** An open stream; `close` ends it for good. */
export interface EventStreamConnection {
  close(): void;
}

/**
 * Server-sent events (the push stream of the large screens, the alarm list). apps/web implements it on the
 * browser's EventSource, tests on fetch. `url` is a path under the site (`/prod-apiplus/api/Push/Stream?ticket=…`).
 * Bound in the container by the lazy chunks that use it (the large screens, the record pages), so the browser
 * adapter loads with them, and injected (docs/decisions/0464, after 0173).
 */
export interface EventStream {
  open(url: string, eventTypes: readonly string[], handlers: EventStreamHandlers): EventStreamConnection;
}

/** Injection token of the EventStream port. */
export const EventStream: unique symbol = Symbol.for('EventStream');
