import type { FastifyInstance } from 'fastify';
import { evaluateReadings } from '../../alarm-engine/evaluate-readings';
import { PushBus } from '../../push/push-bus';
import { PushHub } from '../../push/push-hub';
import { ReadingThrottle } from '../../push/reading-throttle';
import { mountPushStream } from '../../push/stream-route';
import { onReadingsIngested } from '../../telemetry/readings-hook';
import { mountRecordCalls } from './alarm-record-calls';
import { thresholdCacheOf } from './threshold-calls';

/**
 * Alarms and live push (issue 5 deliverable 4): the alarm records' handling trail (thresholds and records are on
 * the generic mount), the threshold cache, evaluation of every ingested batch, the SSE stream fed by LISTEN/NOTIFY. Starts with the app, stops in its close hooks.
 */
export async function mountAlarmsArea(app: FastifyInstance): Promise<void> {
  const db = app.worksite.db;
  const log = (msg: string, err?: unknown) => app.log.warn({ err }, msg);
  const cache = thresholdCacheOf(app);
  const bus = new PushBus(db, log);
  const hub = new PushHub(db, log);
  const throttle = new ReadingThrottle((event) => bus.publish(event));
  bus.onEvent((event) => {
    if (event.k === 'thresholds') cache.invalidate();
    else hub.handle(event);
  });
  await bus.start();
  app.healthProbes.push({ name: 'push', state: () => bus.state, ok: (s) => s === 'listening' });

  const stopListening = onReadingsIngested(async (batch) => {
    throttle.add(batch);
    await evaluateReadings(db, cache, batch);
  });

  mountRecordCalls(app);
  mountPushStream(app, hub);

  // Open streams would keep the HTTP server from closing: end them first, then release the LISTEN connection.
  app.addHook('preClose', (done) => {
    stopListening();
    throttle.stop();
    hub.stop();
    done();
  });
  app.addHook('onClose', async () => {
    await bus.stop();
  });
}
