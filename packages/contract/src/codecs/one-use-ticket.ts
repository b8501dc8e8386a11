import * as t from 'io-ts';
import { NumberFromStringOrNumber } from './lenient';

/** How long an issued ticket may be used, once (docs/decisions/0506). */
export const TICKET_TTL_MS = 30_000;

/** What a ticket is asked for: its purpose (`push`: the push stream). */
export const TicketRequest = t.type({ purpose: t.keyof({ push: null }) });
/** What a ticket is asked for. */
export type TicketRequest = t.TypeOf<typeof TicketRequest>;

/**
 * An issued one-use ticket: the text the URL carries as `ticket=` (shown once; the server keeps its hash) and
 * how long it stays good, in ms.
 */
export const OneUseTicket = t.type({ ticket: t.string, expiresInMs: NumberFromStringOrNumber });
/** An issued one-use ticket. */
export type OneUseTicket = t.TypeOf<typeof OneUseTicket>;
