import { API_BASE, Clock } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { NoticesViewModel } from '../notices/notices-view-model';
import { SessionViewModel } from '../session/session-view-model';
import { ALARM_LIST_ROWS, LIVE_FEED_ROWS } from './large-screen-constants';
import { alarmsOf, parseEventData, readingsOf, type LiveAlarm, type LiveReading } from './live-events';
import type { EventStream, EventStreamConnection, StreamEvent } from './ports/event-stream';

/** Path of the push stream (the token travels as a query parameter: EventSource sends no headers). */
export const PUSH_STREAM_PATH = '/api/Push/Stream';
/** Event names the screens listen to. */
export const PUSH_EVENTS: readonly string[] = ['reading', 'alarm', 'notice'];

/** An alarm, marked when it came over the stream. */
export type PushedAlarm = LiveAlarm & { readonly pushed?: boolean };

const readingKey = (r: Pick<LiveReading, 'deviceId' | 'metric'>): string => `${r.deviceId}|${r.metric}`;

/**
 * The large screens' live channel: one server-sent event stream per open screen app, token as a query
 * parameter. Keeps the latest reading per device and metric, a short feed of the newest readings, the
 * alarm list (newest first) and refreshes the unread-notice badge on `notice`.
 */
@injectable()
export class LiveFeedViewModel {
  connected = false;
  /** Latest reading per device and metric. */
  latest: ReadonlyMap<string, LiveReading> = new Map();
  /** Newest readings first. */
  feed: readonly LiveReading[] = [];
  /** Alarms, newest first: the screen's initial list plus those pushed since. */
  alarms: readonly PushedAlarm[] = [];
  /** Readings received since the stream opened. */
  received = 0;
  private connection: EventStreamConnection | undefined = undefined;

  constructor(
    @inject(SessionViewModel) private readonly session: SessionViewModel,
    @inject(NoticesViewModel) private readonly notices: NoticesViewModel,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<LiveFeedViewModel, 'session' | 'notices' | 'clock' | 'connection'>(
      this,
      { session: false, notices: false, clock: false, connection: false },
      { autoBind: true },
    );
  }

  /** The stream's address: `/prod-apiplus/api/Push/Stream?token=…`. */
  get url(): string | undefined {
    const token = this.session.token;
    return token ? `${API_BASE}${PUSH_STREAM_PATH}?token=${encodeURIComponent(token)}` : undefined;
  }

  get open(): boolean {
    return this.connection !== undefined;
  }

  /** Opens the stream on `stream` (once; signed-in only). */
  connect(stream: EventStream): void {
    const url = this.url;
    if (this.connection !== undefined || url === undefined) return;
    this.connection = stream.open(url, PUSH_EVENTS, {
      onEvent: this.handle,
      onOpen: () => this.setConnected(true),
      onError: () => this.setConnected(false),
    });
  }

  disconnect(): void {
    this.connection?.close();
    this.connection = undefined;
    this.connected = false;
  }

  setConnected(on: boolean): void {
    this.connected = on;
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

  /** The screen's own alarm list (from its endpoint): pushed alarms stay on top, duplicates by id dropped. */
  seedAlarms(list: readonly LiveAlarm[]): void {
    this.alarms = this.merge(this.alarms.filter((a) => a.pushed === true), list);
  }

  /** One event from the stream. */
  handle(event: StreamEvent): void {
    const payload = parseEventData(event.data);
    if (event.type === 'reading') this.addReadings(readingsOf(payload, this.clock.now()));
    else if (event.type === 'alarm') this.addAlarms(alarmsOf(payload, this.clock.now()));
    else if (event.type === 'notice') void this.notices.loadUnread();
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
    this.feed = [...[...batch].reverse(), ...this.feed].slice(0, LIVE_FEED_ROWS);
    this.received += batch.length;
  }

  addAlarms(list: readonly LiveAlarm[]): void {
    if (list.length === 0) return;
    this.alarms = this.merge(list.map((a) => ({ ...a, pushed: true })), this.alarms);
  }

  private merge(first: readonly PushedAlarm[], then: readonly PushedAlarm[]): PushedAlarm[] {
    const seen = new Set<string>();
    const out: PushedAlarm[] = [];
    for (const a of [...first, ...then]) {
      if (seen.has(a.id)) continue;
      seen.add(a.id);
      out.push(a);
    }
    return out.slice(0, ALARM_LIST_ROWS);
  }
}
