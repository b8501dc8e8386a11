import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { STREAM_RETRY_MS } from '../large-screen/live-feed-view-model';
import { TestEventStream } from '../large-screen/testing/test-event-stream';
import { createTestRig } from '../testing/test-container';
import { watchPushEvent } from './record-live';

/** The server's one-use tickets (docs/decisions/0506): `tk 1`, `tk 2` … one per call. */
function setup() {
  const rig = createTestRig();
  const tickets = { issued: 0 };
  rig.gateway.on(endpoints.pushTicket, () => {
    tickets.issued += 1;
    return { ticket: `tk ${tickets.issued}`, expiresInMs: 30_000 };
  });
  return { ...rig, stream: new TestEventStream(), tickets };
}

/** Lets the ticket call answer (the stream opens after it). */
const settle = () => new Promise((r) => setImmediate(r));

describe("a live record list's stream (records/record-live.ts)", () => {
  test('opens with a ticket for its one event, reloads on it, and after a failure opens again with a new ticket', async () => {
    const { stream, gateway, timer, tickets } = setup();
    let reloads = 0;
    const stop = watchPushEvent(stream, 'alarm', { gateway, timer, signedIn: () => true }, async () => void (reloads += 1));
    await settle();
    expect(stream.opened.map((o) => [o.url, o.eventTypes])).toEqual([['/prod-apiplus/api/Push/Stream?ticket=tk%201', ['alarm']]]);
    stream.emit('alarm', { id: 1 });
    await settle();
    expect(reloads).toBe(1);
    stream.opened[0]!.handlers.onError?.(true);
    expect(stream.opened[0]!.closed).toBe(true);
    timer.advance(STREAM_RETRY_MS);
    await settle();
    expect(stream.current?.url).toBe('/prod-apiplus/api/Push/Stream?ticket=tk%202');
    stop();
    expect([stream.current, tickets.issued, timer.pending]).toEqual([undefined, 2, 0]);
  });
});
