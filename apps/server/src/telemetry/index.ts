import type { FastifyInstance } from 'fastify';
import { mountHistoryExportRoute } from './history-export-route';
import { mountHistoryRoute } from './history-route';
import { mountIngestRoute } from './ingest-route';
import { mountLatestRoute, mountMetricsRoute } from './latest-route';
import { mountResetKeyRoute } from './reset-key-route';
import { installTelemetryJobs } from './telemetry-jobs';

/**
 * Device telemetry (issue 5, docs/decisions/0140–0142): HTTP ingest by device key, history and latest values
 * from the rollups, key reset, and the background jobs (partitions and retention, MQTT ingest).
 */
export function mountTelemetryArea(app: FastifyInstance): void {
  mountIngestRoute(app);
  mountHistoryRoute(app);
  mountHistoryExportRoute(app);
  mountLatestRoute(app);
  mountMetricsRoute(app);
  mountResetKeyRoute(app);
  installTelemetryJobs(app);
}

export { onReadingsIngested, emitReadingsIngested, type IngestedReading, type Metric } from './readings-hook';
export { writeBatch } from './batch-writer';
