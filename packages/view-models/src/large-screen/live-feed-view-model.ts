import { ApiGateway, Clock, Timer, endpoints, type TimerHandle } from '@worksite/contract';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { ALARM_LIST_ROWS } from './large-screen-constants';
import { alarmsOf, parseEventData, readingsOf, type LiveAlarm, type LiveReading } from './live-events';
import { toNumber } from './panel-data';
import { EventStream, type EventStreamConnection, type StreamEvent } from './ports/event-stream';
import { pushStreamUrl } from './push-ticket';

/** Path of the push stream (opened with a one-use ticket: EventSource sends no headers, docs/decisions/0506). */
export const PUSH_STREAM_PATH = endpoints.pushStream.path;
/** Event names of the push stream (apps/server/src/push/README.md). */
export const PUSH_EVENTS: readonly string[] = ['ready', 'reading', 'alarm', 'notice', 'heartbeat', 'end'];
/** No event (the server sends a heartbeat every 25 s) for this long: the connection is dead, open it again. */
export const STREAM_SILENCE_MS = 60_000;
/** A refused stream is opened again after 5 s, then 10, 20 … at most 60 s. */
export const STREAM_RETRY_MS = 5_000;
export const STREAM_RETRY_MAX_MS = 60_000;

/** An alarm, marked when it came over the stream. */
export type PushedAlarm = LiveAlarm & { readonly pushed?: boolean };

const readingKey = (r: Pick<LiveReading, 'deviceId' | 'metric'>): string => `${r.deviceId}|${r.metric}`;

/**
 * The large screens' live channel: one server-sent event stream per browser tab, opened with a new one-use
 * ticket each time (docs/decisions/0506). Keeps the latest reading per device and metric, the alarm list (newest first) and the pushed unread-notice count; reopens a silent or refused stream, and stops
 * for good when the server ends the session.
 */
@injectable()
export class LiveFeedViewModel {
  connected = false;
  /** Latest reading per device and metric. */
  latest: ReadonlyMap<string, LiveReading> = new Map();
  /** Alarms, newest first: the screen's initial list plus those pushed since. */
  alarms: readonly PushedAlarm[] = [];
  /** Unread notices as the stream last said (undefined until it did). */
  unread: number | undefined = undefined;
  /** Readings received since the stream opened. */
  received = 0;
  private connection: EventStreamConnection | undefined = undefined;
  private stream: EventStream | undefined = undefined;
  private lastEventAt = 0;
  private watchdog: TimerHandle | undefined = undefined;
  private retry: TimerHandle | undefined = undefined;
  private retryMs = STREAM_RETRY_MS;

  constructor(
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(Timer) private readonly timer: Timer,
    @inject(EventStream) @optional() private readonly browserStream: EventStream | undefined,
  ) {
    makeAutoObservable<
      LiveFeedViewModel,
      'currentUser' | 'gateway' | 'clock' | 'timer' | 'browserStream' | 'connection' | 'stream' | 'lastEventAt' | 'watchdog' | 'retry' | 'retryMs'
    >(
      this,
      {
        currentUser: false, gateway: false, clock: false, timer: false, browserStream: false, connection: false, stream: false, lastEventAt: false, watchdog: false, retry: false, retryMs: false,
        latest: observableRef, alarms: observableRef,
      },
      { autoBind: true },
    );
  }

  get open(): boolean {
    return this.connection !== undefined;
  }

  /**
   * Opens the stream (once; signed-in only) on the container's EventStream (the browser's, bound by the lazy chunk
   * that shows the screens) or on `stream` (a test's), and watches it for silence.
   */
  connect(stream: EventStream | undefined = this.browserStream): void {
    if (stream === undefined) return;
    this.stream = stream;
    if (this.connection !== undefined) return;
    this.openStream();
    if (this.watchdog === undefined) this.watchdog = this.timer.setInterval(this.checkSilence, STREAM_SILENCE_MS / 4);
  }

  /** Closes the stream and stops watching it. */
  disconnect(): void {
    this.closeStream();
    if (this.watchdog !== undefined) this.timer.clearInterval(this.watchdog);
    if (this.retry !== undefined) this.timer.clearTimeout(this.retry);
    this.watchdog = undefined;
    this.retry = undefined;
    this.stream = undefined;
  }

  /** The newest reading of `metric` (optionally of one device, or of one project's devices). */
  latestOf(metric: string, filter: { deviceId?: string; projectId?: number } = {}): LiveReading | undefined {
    let best: LiveReading | undefined;
    for (const r of this.latest.values()) {
      if (r.metric !== metric) continue;
      if (filter.deviceId !== undefined && r.deviceId !== filter.deviceId) continue;
      if (filter.projectId !== undefined && r.projectId !== undefined && r.projectId !== filter.projectId) continue;
      if (best === undefined || r.ts >= best.ts) best = r;
    }
    return best;
  }

  /** The screen's own alarm list (from its endpoint) with the pushed alarms, newest first, duplicates by id dropped. */
  seedAlarms(list: readonly LiveAlarm[]): void {
    this.alarms = merge(this.alarms.filter((a) => a.pushed === true), list);
  }

  /** One event from the stream. */
  handle(event: StreamEvent): void {
    this.lastEventAt = this.clock.now();
    const payload = parseEventData(event.data);
    switch (event.type) {
      case 'reading':
        this.addReadings(readingsOf(payload, this.clock.now()));
        break;
      case 'alarm':
        this.addAlarms(alarmsOf(payload, this.clock.now()));
        break;
      case 'notice': {
        const unread = typeof payload === 'object' && payload !== null ? toNumber((payload as { unread?: unknown }).unread) : undefined;
        if (unread !== undefined) this.unread = unread;
        break;
      }
      case 'end':
        // `shutdown`: the server restarts, open again; `session` / `replaced`: this stream is over.
        if ((payload as { reason?: unknown } | undefined)?.reason === 'shutdown') this.reopenLater();
        else this.disconnect();
        break;
      default:
        break;
    }
  }

  addReadings(batch: readonly LiveReading[]): void {
    if (batch.length === 0) return;
    const latest = new Map(this.latest);
    for (const r of batch) {
      const key = readingKey(r);
      const before = latest.get(key);
      if (before === undefined || r.ts >= before.ts) latest.set(key, r);
    }
    this.latest = latest;
    this.received += batch.length;
  }

  /** Pushed alarms; one already listed is updated in place (its state changes, not when it was raised). */
  addAlarms(list: readonly LiveAlarm[]): void {
    if (list.length === 0) return;
    const known = new Map(this.alarms.map((a) => [a.id, a]));
    this.alarms = merge(list.map((a) => {
      const before = known.get(a.id);
      return before === undefined ? { ...a, pushed: true } : { ...before, ...a, ts: before.ts, pushed: true };
    }), this.alarms);
  }

  /**
   * Asks for a ticket, then opens the stream with it; counts as open from the start (a second `connect` opens
   * nothing). No ticket (network, session over): tried again like a refused stream.
   */
  private openStream(): void {
    const stream = this.stream;
    if (stream === undefined || !this.currentUser.isSignedIn) return;
    this.lastEventAt = this.clock.now();
    let opened: EventStreamConnection | undefined;
    let closed = false;
    const connection: EventStreamConnection = {
      close: () => {
        closed = true;
        opened?.close();
      },
    };
    this.connection = connection;
    pushStreamUrl(this.gateway).then(
      (url) => {
        if (!closed) opened = stream.open(url, PUSH_EVENTS, { onEvent: this.handle, onOpen: this.opened, onError: this.failed });
      },
      () => {
        if (!closed) this.failed(true);
      },
    );
  }

  private closeStream(): void {
    this.connection?.close();
    this.connection = undefined;
    this.connected = false;
  }

  private opened(): void {
    this.connected = true;
    this.retryMs = STREAM_RETRY_MS;
    this.lastEventAt = this.clock.now();
  }

  private failed(closed: boolean): void {
    this.connected = false;
    if (closed) this.reopenLater();
  }

  /** Closes now, opens again after the retry delay (doubling up to 60 s while refused). */
  private reopenLater(): void {
    this.closeStream();
    if (this.retry !== undefined || this.stream === undefined) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, STREAM_RETRY_MAX_MS);
    this.retry = this.timer.setTimeout(() => {
      this.retry = undefined;
      if (this.currentUser.isSignedIn) this.openStream();
    }, delay);
  }

  private checkSilence(): void {
    if (this.connection !== undefined && this.clock.now() - this.lastEventAt > STREAM_SILENCE_MS) this.reopenLater();
  }
}

/**
 * `first` and `then` as one list, newest first by time raised (a pushed alarm raised before the loaded ones sits
 * among them, not on top), an id once (its `first` version: the pushed one carries the latest state).
 */
function merge(first: readonly PushedAlarm[], then: readonly PushedAlarm[]): PushedAlarm[] {
  const seen = new Set<string>();
  const out: PushedAlarm[] = [];
  for (const a of [...first, ...then]) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    out.push(a);
  }
  // Stable: alarms raised at the same moment keep pushed-first order.
  return out.sort((a, b) => b.ts - a.ts).slice(0, ALARM_LIST_ROWS);
}
