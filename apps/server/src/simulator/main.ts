import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/server-config';
import { createDb } from '../db/database';
import { startSimulator } from './simulator';

/**
 * `npm run simulate`: the device simulator on its own, against a running server (SERVER_URL, default
 * http://127.0.0.1:$PORT) and its database (DATABASE_URL, else the embedded one under DATA_DIR). Readings go
 * over HTTP, or over MQTT with SIM_TRANSPORT=mqtt (MQTT_URL). Exits at once when the server already simulates
 * (start it with SIMULATOR=off to use this one). SIM_ROUNDS=n sends n rounds at once and exits.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let url = config.databaseUrl;
  if (!url) {
    const { password } = JSON.parse(await readFile(path.join(config.dataDir, 'embedded-pg.json'), 'utf8')) as { password: string };
    url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/worksite`;
  }
  const db = createDb(url, 3);
  const log = {
    info: (msg: string) => process.stdout.write(`${msg}\n`),
    warn: (obj: object, msg: string) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`),
  };
  const mqtt = process.env.SIM_TRANSPORT === 'mqtt';
  if (mqtt && !config.mqttUrl) throw new Error('SIM_TRANSPORT=mqtt needs MQTT_URL');
  const sim = await startSimulator({
    db,
    serverUrl: process.env.SERVER_URL || `http://127.0.0.1:${config.port}`,
    mqttUrl: mqtt ? config.mqttUrl : undefined,
    intervalMs: config.simulatorIntervalMs,
    optInProjectIds: config.simulatorProjects,
    log,
  });
  if (!sim) {
    await db.close();
    process.exitCode = 1;
    return;
  }
  // SIM_ROUNDS=n: send n rounds at once, then stop (a throwaway product's readings, e.g. the e2e run's).
  const rounds = Number(process.env.SIM_ROUNDS ?? 0);
  if (Number.isInteger(rounds) && rounds > 0) {
    for (let i = 0; i < rounds; i += 1) log.info(`simulator round ${i + 1}: ${await sim.tick()} values`);
    await sim.stop();
    await db.close();
    return;
  }
  const keepAlive = setInterval(() => undefined, 60_000);
  const stop = () => {
    clearInterval(keepAlive);
    void sim.stop().finally(() => db.close());
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await sim.tick();
}

main().catch((err) => {
  process.stderr.write(`simulator failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
