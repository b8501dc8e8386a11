import type { Notification, PoolClient } from 'pg';
import type { Db } from '../db/database';
import { MAX_PAYLOAD, parsePayload, PUSH_CHANNEL, type BusEvent } from './push-events';

type Handler = (event: BusEvent) => void;

/** Batching delay of events published outside a transaction (readings). */
const flushMs = 50;
const reconnectMs = 1000;
const maxReconnectMs = 2_000;

/**
 * Cross-process fan-out (DESIGN.md §2): one pooled connection per process LISTENs on `worksite_push` and hands
 * every event to the handlers; `publish` queues events and sends them in NOTIFY payloads of several events
 * (arrays under 7000 bytes). A lost LISTEN connection is replaced with backoff (1 s, then every 2 s); events
 * NOTIFYed while it is away are missed (streams recheck on their own timers).
 */
export class PushBus {
  private client: PoolClient | undefined;
  private stopped = false;
  private readonly handlers: Handler[] = [];
  private queue: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private detach: (() => void) | undefined;
  private listening = false;
  private attempt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  onEvent(handler: Handler): void {
    this.handlers.push(handler);
  }

  /** 'listening', or 'reconnecting' while the LISTEN connection is being re-established (/health shows it). */
  get state(): 'listening' | 'reconnecting' | 'stopped' {
    if (this.stopped) return 'stopped';
    return this.listening ? 'listening' : 'reconnecting';
  }

  /** Opens the LISTEN connection; when that fails the bus keeps retrying in the background (backoff). */
  async start(): Promise<void> {
    if (this.stopped || this.client) return;
    try {
      await this.listen();
    } catch (e) {
      this.retry(e);
    }
  }

  /** Next try after 1 s, then every 2 s (a failed connect is cheap; the bus is back soon after the database). */
  private retry(err: unknown): void {
    if (this.stopped || this.reconnect) return;
    const delay = Math.min(maxReconnectMs, reconnectMs * 2 ** this.attempt);
    this.attempt += 1;
    this.log(`push: LISTEN connection lost, reconnecting in ${delay} ms`, err);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.start();
    }, delay);
  }

  private async listen(): Promise<void> {
    const client = await this.db.pool.connect();
    if (this.stopped) {
      client.release();
      return;
    }
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      this.detach?.();
      client.release(err instanceof Error ? err : new Error('push listener lost'));
      this.retry(err);
    };
    const onNotification = (n: Notification) => {
      if (n.channel !== PUSH_CHANNEL) return;
      for (const event of parsePayload(n.payload)) for (const h of this.handlers) h(event);
    };
    const onEnd = () => lost(new Error('push listener ended'));
    client.on('notification', onNotification);
    client.on('error', lost);
    client.on('end', onEnd);
    this.detach = () => {
      client.removeListener('notification', onNotification);
      client.removeListener('error', lost);
      client.removeListener('end', onEnd);
    };
    this.client = client;
    try {
      await client.query(`LISTEN ${PUSH_CHANNEL}`);
      this.listening = this.client === client;
      if (this.listening) this.attempt = 0;
    } catch (e) {
      lost(e);
    }
  }

  /** Queues an event for the next NOTIFY (within ~50 ms). */
  publish(event: BusEvent): void {
    if (this.stopped) return;
    this.queue.push(JSON.stringify(event));
    this.timer ??= setTimeout(() => void this.flush(), flushMs);
  }

  async flush(): Promise<void> {
    this.timer = undefined;
    const items = this.queue;
    this.queue = [];
    const payloads: string[] = [];
    let batch: string[] = [];
    let size = 2;
    for (const item of items) {
      if (item.length + 2 > MAX_PAYLOAD) continue;
      if (size + item.length + 1 > MAX_PAYLOAD) {
        payloads.push(`[${batch.join(',')}]`);
        batch = [];
        size = 2;
      }
      batch.push(item);
      size += item.length + 1;
    }
    if (batch.length) payloads.push(`[${batch.join(',')}]`);
    if (!payloads.length) return;
    try {
      await this.db.exec('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [PUSH_CHANNEL, payloads]);
    } catch (e) {
      this.log('push: publish failed', e);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.reconnect) clearTimeout(this.reconnect);
    this.queue = [];
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    if (!client) return;
    this.detach?.();
    try {
      await client.query(`UNLISTEN ${PUSH_CHANNEL}`);
      client.release();
    } catch (e) {
      client.release(e instanceof Error ? e : true);
    }
  }
}
