import type { FastifyInstance } from 'fastify';
import { startSimulator, type Simulator } from './simulator';

/** The built-in simulator of a server, once started (exposed for tests: `app.simulatorJob`). */
export interface SimulatorJob {
  simulator?: Simulator;
}

declare module 'fastify' {
  interface FastifyInstance {
    simulatorJob: SimulatorJob;
  }
}

/**
 * When SIMULATOR is on, starts the device simulator once the server listens, sending to this server's own
 * ingest call, and stops it when the server closes.
 */
export function installSimulatorJob(app: FastifyInstance): void {
  const job: SimulatorJob = {};
  app.decorate('simulatorJob', job);
  const { config, db } = app.worksite;
  if (!config.simulator) return;
  app.healthProbes.push({ name: 'simulator', state: () => job.simulator?.state ?? 'off', ok: (st) => st !== 'paused' });
  const log = {
    info: (msg: string) => app.log.info(msg),
    warn: (obj: object, msg: string) => app.log.warn(obj, msg),
  };
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    job.simulator = await startSimulator({ db, serverUrl: `http://${host}:${port}`, intervalMs: config.simulatorIntervalMs, optInProjectIds: config.simulatorProjects, log }).catch((err) => {
      app.log.error({ err }, 'device simulator failed to start');
      return undefined;
    });
  });
  app.addHook('onClose', async () => {
    await job.simulator?.stop().catch(() => undefined);
  });
}
