import type { Queryable } from '../db/database';

/** The NOTIFY channel every process LISTENs on (push/README.md). */
export const PUSH_CHANNEL = 'worksite_push';

/** Where an event's device lives: what each process checks against a connection's scope. */
export interface EventScope {
  /** company id */
  readonly c: number;
  /** project id (null: none) */
  readonly p: number | null;
  /** district code */
  readonly a: string;
}

/** Unread notice counts changed for users `u`, members of companies `c`, or everyone (`all`). */
export interface NoticeBusEvent {
  readonly k: 'notice';
  readonly u?: readonly number[];
  readonly c?: readonly number[];
  readonly all?: boolean;
}

/** An alarm record was raised or changed; `d` is what the stream sends as the `alarm` event's data. */
export interface AlarmBusEvent {
  readonly k: 'alarm';
  readonly s: EventScope;
  readonly d: Readonly<Record<string, unknown>>;
}

/** Latest values of one device (throttled per device). */
export interface ReadingBusEvent {
  readonly k: 'reading';
  readonly s: EventScope;
  readonly d: { readonly deviceId: number; readonly deviceType: string; readonly projectId: number | null; readonly ts: string; readonly values: Readonly<Record<string, number>> };
}

/** Thresholds changed: every process reloads its threshold cache. */
export interface ThresholdsBusEvent {
  readonly k: 'thresholds';
}

export type BusEvent = NoticeBusEvent | AlarmBusEvent | ReadingBusEvent | ThresholdsBusEvent;

/** NOTIFY payloads stay well under PostgreSQL's 8000-byte limit. */
export const MAX_PAYLOAD = 7000;

/**
 * Publishes `event` with the transaction `q`: PostgreSQL delivers it on commit only, so a rolled-back change is
 * never announced.
 */
export async function notifyInTx(q: Queryable, event: BusEvent): Promise<void> {
  await q.exec('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, JSON.stringify(event)]);
}

/** Parses a NOTIFY payload: one event or an array of events; anything else is dropped. */
export function parsePayload(payload: string | undefined): BusEvent[] {
  if (!payload) return [];
  try {
    const parsed: unknown = JSON.parse(payload);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter((e): e is BusEvent => typeof e === 'object' && e !== null && typeof (e as { k?: unknown }).k === 'string');
  } catch {
    return [];
  }
}
