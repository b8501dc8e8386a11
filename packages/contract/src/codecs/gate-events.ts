import * as t from 'io-ts';

/**
 * `POST /api/Gate/Events` (docs/decisions/0662): a 门禁设备, named by its key (`X-Device-Key: <key>`,
 * `Authorization: Device <key>` or `key` in the body), sends a batch of what it recognised. Each event has the
 * device's own id (a retry sends the same id: stored once, answered as before), the person by ID number or card
 * number, the time (ISO text or epoch s / ms) and the snapshot's address. The direction is the device's
 * configuration. At most 500 events a request.
 */
export const GateEvent = t.intersection(
  [
    t.type({ eventId: t.union([t.string, t.number]) }),
    t.partial({ idCard: t.string, cardNo: t.union([t.string, t.number]), time: t.union([t.string, t.number]), photo: t.string }),
  ],
  'GateEvent',
);
export type GateEvent = t.TypeOf<typeof GateEvent>;

export const GateEventsBody = t.intersection([t.type({ events: t.array(GateEvent) }), t.partial({ key: t.string })], 'GateEventsBody');
export type GateEventsBody = t.TypeOf<typeof GateEventsBody>;

/** The answer of one event: allowed or refused (with the reason's code and text), or invalid (not stored). */
export const GateEventAnswer = t.intersection(
  [
    t.type({ eventId: t.string, result: t.keyof({ allowed: null, refused: null, invalid: null }), duplicate: t.boolean }),
    t.partial({
      passageId: t.number,
      reasonCode: t.number,
      reason: t.string,
      workerId: t.number,
      workerName: t.string,
      direction: t.number,
      passedAt: t.string,
    }),
  ],
  'GateEventAnswer',
);
export type GateEventAnswer = t.TypeOf<typeof GateEventAnswer>;

export const GateEventsAnswer = t.type(
  { events: t.array(GateEventAnswer), allowed: t.number, refused: t.number, invalid: t.number, duplicates: t.number },
  'GateEventsAnswer',
);
export type GateEventsAnswer = t.TypeOf<typeof GateEventsAnswer>;

/** Example batch (the API reference shows it). */
export const gateEventsExamples = {
  byIdCardAndCard: {
    summary: 'A face recognised by ID number, a card read by its number (key in the X-Device-Key header)',
    value: {
      events: [
        { eventId: 'A1-20260601-000123', idCard: '110101199003077777', time: '2026-06-01T07:02:11+08:00', photo: '/upload/gate/000123.jpg' },
        { eventId: 'A1-20260601-000124', cardNo: 'MJ00012345', time: 1780268540000 },
      ],
    },
  },
} as const;
