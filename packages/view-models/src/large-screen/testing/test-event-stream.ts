import type { EventStream, EventStreamConnection, EventStreamHandlers } from '../ports/event-stream';

/** One stream the double opened. */
export interface OpenedStream {
  readonly url: string;
  readonly eventTypes: readonly string[];
  readonly handlers: EventStreamHandlers;
  closed: boolean;
}

/** EventStream double: records what was opened; the test pushes events through `emit`. */
export class TestEventStream implements EventStream {
  readonly opened: OpenedStream[] = [];

  /** `opens` false: streams never report open (a server that refuses them). */
  constructor(private readonly opens = true) {}

  open(url: string, eventTypes: readonly string[], handlers: EventStreamHandlers): EventStreamConnection {
    const stream: OpenedStream = { url, eventTypes, handlers, closed: false };
    this.opened.push(stream);
    if (this.opens) handlers.onOpen?.();
    return {
      close: () => {
        stream.closed = true;
      },
    };
  }

  get current(): OpenedStream | undefined {
    const last = this.opened[this.opened.length - 1];
    return last !== undefined && !last.closed ? last : undefined;
  }

  /** Sends an event on the open stream (data as JSON). */
  emit(type: string, data: unknown): void {
    const stream = this.current;
    if (stream === undefined) throw new Error('no open stream');
    stream.handlers.onEvent({ type, data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}
