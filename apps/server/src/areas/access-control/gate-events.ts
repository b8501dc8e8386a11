import { messages } from '../../shared/messages';

/** Most events one request may carry. */
export const MAX_GATE_EVENTS = 500;
/** A device's clock may run this far ahead; events it kept while offline may come this late. */
const FUTURE_SKEW_MS = 5 * 60_000;
const OLDEST_MS = 30 * 86_400_000;
const ID_CARD = /^(\d{17}[\dX]|\d{15})$/;

/** One event as checked: who (ID number, card number), when, the snapshot. */
export interface GateEventIn {
  readonly index: number;
  readonly eventId: string;
  readonly idCard?: string;
  readonly cardNo?: string;
  readonly at: Date;
  readonly photo: string;
}

/** An event refused before any decision (not stored): its id as sent and why. */
export interface GateEventBad {
  readonly index: number;
  readonly eventId: string;
  readonly message: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);

/** A time sent as epoch seconds or milliseconds (number or digits) or ISO text; undefined when unreadable. */
function timeOf(v: unknown, now: number): Date | undefined {
  if (v === undefined || v === null || v === '') return new Date(now);
  const digits = typeof v === 'number' ? v : typeof v === 'string' && /^\d{9,13}$/.test(v.trim()) ? Number(v) : undefined;
  const ms = digits !== undefined ? (digits < 1e12 ? digits * 1000 : digits) : typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}

/**
 * Checks each event of a batch on its own (docs/decisions/0662): an event id (1–64 characters), an ID number
 * (15 or 18 characters, a final X upper-cased) or a card number (≤ 32), a time from 30 days back to 5 minutes
 * ahead (none: the arrival), a snapshot address ≤ 500. A bad event is answered `invalid` with its message and
 * not stored; the others go on. The ID number stays in this process's memory only (hashed and masked next).
 */
export function checkGateEvents(events: readonly unknown[], now: number): { ok: GateEventIn[]; bad: GateEventBad[] } {
  const ok: GateEventIn[] = [];
  const bad: GateEventBad[] = [];
  events.forEach((raw, index) => {
    const e = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const eventId = text(e.eventId ?? e.event_id) ?? '';
    const refuse = (message: string) => bad.push({ index, eventId, message });
    if (eventId === '' || eventId.length > 64) return refuse(messages.gateEventIdInvalid);
    const idCard = text(e.idCard ?? e.id_card)?.toUpperCase() || undefined;
    const cardNo = text(e.cardNo ?? e.card_no) || undefined;
    if (idCard === undefined && cardNo === undefined) return refuse(messages.gatePersonRequired);
    if (idCard !== undefined && !ID_CARD.test(idCard)) return refuse(messages.gateIdCardInvalid);
    if (cardNo !== undefined && cardNo.length > 32) return refuse(messages.gateCardNoInvalid);
    const at = timeOf(e.time ?? e.ts, now);
    if (at === undefined || at.getTime() > now + FUTURE_SKEW_MS || at.getTime() < now - OLDEST_MS) return refuse(messages.gateTimeInvalid);
    const photo = typeof e.photo === 'string' ? e.photo.trim() : '';
    if (photo.length > 500) return refuse(messages.gatePhotoInvalid);
    ok.push({ index, eventId, ...(idCard ? { idCard } : {}), ...(cardNo ? { cardNo } : {}), at, photo });
  });
  return { ok, bad };
}

/** The site day (Asia/Shanghai, `yyyy-mm-dd`) of an instant. */
export const siteDayOf = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
