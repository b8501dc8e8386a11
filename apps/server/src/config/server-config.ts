import path from 'node:path';
import { idCardKeysFrom, type IdCardKeys } from './id-card-keys';

/** Repository root: apps/server/src/config/../../../.. */
export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

/** Connection limits of the server's database pool (docs/decisions/0270); every value in milliseconds, 0 = no limit. */
export interface DbTimeouts {
  /** Longest wait for a new connection or a free pooled one (pg `connectionTimeoutMillis`). */
  readonly connectMs: number;
  /** Server-side limit of one statement (`statement_timeout`). */
  readonly statementMs: number;
  /** A session idle inside an open transaction longer than this is ended by the server. */
  readonly idleInTransactionMs: number;
  /**
   * Longest wait for a row or table lock another session holds (`lock_timeout`; docs/decisions/0500): a call
   * on a locked table answers 503 within seconds instead of waiting out the statement limit.
   */
  readonly lockMs: number;
}

export const defaultDbTimeouts: DbTimeouts = { connectMs: 5_000, statementMs: 60_000, idleInTransactionMs: 60_000, lockMs: 3_000 };

/** Server configuration, read once from the environment (README lists every variable). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** External PostgreSQL; when absent the embedded one under `dataDir/pg` is started. */
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly embeddedPgPort: number;
  /**
   * EMBEDDED_PG_DURABLE=off: the embedded PostgreSQL runs without disk flushes (fsync, synchronous_commit,
   * full_page_writes off) — for throwaway products such as the e2e run's (docs/decisions/0440). Default on.
   */
  readonly embeddedPgDurable: boolean;
  readonly uploadDir: string;
  readonly webDist: string;
  /** Map tiles for the large screens: a 天地图 key and/or an XYZ URL template (none → offline base). */
  readonly map: { readonly tileKey?: string; readonly xyzUrl?: string };
  readonly logLevel: string;
  /** Largest request body accepted for JSON/form calls (bytes). */
  readonly bodyLimit: number;
  /** Largest upload accepted by multipart (bytes): the 10 MB list limit of SPEC §5 (plus the multipart overhead). */
  readonly uploadLimit: number;
  /** Session lifetime (ms): 2 h. */
  readonly sessionTtlMs: number;
  /**
   * The database is a copy of one already migrated, menu-synced and seeded (test servers on template copies,
   * docs/decisions/0440): start skips the migrations, the menu sync and the seed. Never set by the environment.
   */
  readonly databaseReady?: boolean;
  /** Create demo data on first start. */
  readonly seedDemo: boolean;
  /** Which demo data (SEED_DEMO=minimal: companies, menus, projects, roles and users only; docs/decisions/0440). */
  readonly demoSeed: 'full' | 'minimal';
  /** The first system administrator of a database without one (ADMIN_USER / ADMIN_PASSWORD; docs/decisions/0411). */
  readonly firstAdmin?: { readonly userName: string; readonly password?: string };
  /** Large-screen statistics answers are shared per scope this long (ms; 0 = computed on every request, docs/decisions/0167). */
  readonly screenCacheMs: number;
  /** MQTT broker for telemetry ingest (`worksite/+/telemetry`); undefined: no MQTT (MQTT_URL=off). */
  readonly mqttUrl?: string;
  /**
   * MQTT client id of this server process: its persistent broker session (QoS 1 messages published while it is
   * away are kept for it). Unset → derived from host name, port and database (docs/decisions/0278).
   */
  readonly mqttClientId?: string;
  /** Seconds the broker keeps that session after a disconnect (MQTT 5 session expiry; default one day). */
  readonly mqttSessionExpirySeconds: number;
  /** Built-in device simulator (SIMULATOR=on|off; on by default with demo data). */
  readonly simulator: boolean;
  /** Simulator send interval (ms). */
  readonly simulatorIntervalMs: number;
  /** Projects (ids) the simulator also drives besides the demo's own (SIMULATOR_PROJECTS; docs/decisions/0540). */
  readonly simulatorProjects: readonly number[];
  /** Days raw telemetry partitions are kept (minute rollups too); hour rollups: `hourRollupRetentionDays`. */
  readonly telemetryRetentionDays: number;
  readonly hourRollupRetentionDays: number;
  /** Days sign-in attempts are kept (0 = kept for ever; docs/decisions/0279). */
  readonly loginAttemptRetentionDays: number;
  /** Days audit-log entries are kept (0 = kept for ever; docs/decisions/0279). */
  readonly auditLogRetentionDays: number;
  /** How long a stop waits for requests in flight before cutting their connections (SHUTDOWN_GRACE_MS; 0503). */
  readonly shutdownGraceMs: number;
  /** Database connection limits (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_TX_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS; decisions 0270, 0500). */
  readonly dbTimeouts: DbTimeouts;
  // HTTP hardening (docs/decisions/0280–0286): HOST defaults to 127.0.0.1 (loopback) above.
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses, CIDRs, `loopback`); empty: none. */
  readonly trustedProxies: readonly string[];
  /** Sign-in and registration calls one address may make per minute (LOGIN_RATE_LIMIT). */
  readonly loginRateLimit: number;
  /** Connections one address may hold open at once (MAX_CONNECTIONS_PER_IP; trusted proxies exempt). */
  readonly maxConnectionsPerIp: number;
  /** Content-Security-Policy sources camera streams may be fetched from (VIDEO_SOURCES, space-separated; default none, 0501). */
  readonly videoSources: readonly string[];
  /** Keys of the workers' ID numbers (ID_HASH_KEY, ID_ENCRYPTION_KEY; docs/decisions/0630); unset: read from the environment. */
  readonly idCardKeys?: IdCardKeys;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A comma- or space-separated list. */
const listFrom = (value: string): string[] => value.split(/[\s,]+/).filter(Boolean);

/** MQTT_URL: unset → the local broker; `off` or `0` → no MQTT. */
function mqttUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return 'mqtt://127.0.0.1:1883';
  return value === 'off' || value === '0' ? undefined : value;
}

/**
 * Reads the configuration from `env` (defaults: PORT 8080, DATA_DIR <repo>/data, EMBEDDED_PG_PORT 54329), then
 * applies `overrides`. The same defaults hold wherever it runs: whoever wants a quiet server (tests, benchmarks)
 * says so (MQTT off, simulator off, no screen cache), docs/decisions/0256.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const embeddedPgPort = intFrom(env.EMBEDDED_PG_PORT, 54329, 'EMBEDDED_PG_PORT');
  if (embeddedPgPort === 5432) throw new Error('EMBEDDED_PG_PORT must not be 5432 (reserved for a system PostgreSQL)');
  const config: ServerConfig = {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort,
    embeddedPgDurable: env.EMBEDDED_PG_DURABLE !== 'off',
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    webDist: path.resolve(repoRoot, env.WEB_DIST || path.join('apps', 'web', 'dist')),
    map: { ...(env.MAP_TILE_KEY ? { tileKey: env.MAP_TILE_KEY } : {}), ...(env.MAP_XYZ_URL ? { xyzUrl: env.MAP_XYZ_URL } : {}) },
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: intFrom(env.BODY_LIMIT, 2 * 1024 * 1024, 'BODY_LIMIT'),
    uploadLimit: intFrom(env.UPLOAD_LIMIT, 10 * 1024 * 1024, 'UPLOAD_LIMIT'),
    sessionTtlMs: intFrom(env.SESSION_TTL_MS, 2 * 60 * 60 * 1000, 'SESSION_TTL_MS'),
    seedDemo: env.SEED_DEMO !== '0',
    demoSeed: env.SEED_DEMO === 'minimal' ? 'minimal' : 'full',
    firstAdmin: { userName: env.ADMIN_USER || 'admin', ...(env.ADMIN_PASSWORD ? { password: env.ADMIN_PASSWORD } : {}) },
    screenCacheMs: intFrom(env.SCREEN_CACHE_MS, 5000, 'SCREEN_CACHE_MS'),
    // Telemetry (docs/decisions/0140).
    mqttUrl: mqttUrlFrom(env.MQTT_URL),
    mqttClientId: env.MQTT_CLIENT_ID || undefined,
    mqttSessionExpirySeconds: intFrom(env.MQTT_SESSION_EXPIRY_SECONDS, 24 * 60 * 60, 'MQTT_SESSION_EXPIRY_SECONDS'),
    simulator: env.SIMULATOR ? env.SIMULATOR === 'on' || env.SIMULATOR === '1' : env.SEED_DEMO !== '0',
    simulatorIntervalMs: intFrom(env.SIMULATOR_INTERVAL_MS, 5000, 'SIMULATOR_INTERVAL_MS'),
    simulatorProjects: listFrom(env.SIMULATOR_PROJECTS ?? '').map((v) => intFrom(v, 0, 'SIMULATOR_PROJECTS')),
    telemetryRetentionDays: intFrom(env.TELEMETRY_RETENTION_DAYS, 30, 'TELEMETRY_RETENTION_DAYS'),
    hourRollupRetentionDays: intFrom(env.TELEMETRY_HOUR_RETENTION_DAYS, 400, 'TELEMETRY_HOUR_RETENTION_DAYS'),
    loginAttemptRetentionDays: intFrom(env.LOGIN_ATTEMPT_RETENTION_DAYS, 90, 'LOGIN_ATTEMPT_RETENTION_DAYS'),
    auditLogRetentionDays: intFrom(env.AUDIT_LOG_RETENTION_DAYS, 365, 'AUDIT_LOG_RETENTION_DAYS'),
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    dbTimeouts: {
      connectMs: intFrom(env.DB_CONNECT_TIMEOUT_MS, defaultDbTimeouts.connectMs, 'DB_CONNECT_TIMEOUT_MS'),
      statementMs: intFrom(env.DB_STATEMENT_TIMEOUT_MS, defaultDbTimeouts.statementMs, 'DB_STATEMENT_TIMEOUT_MS'),
      idleInTransactionMs: intFrom(env.DB_IDLE_TX_TIMEOUT_MS, defaultDbTimeouts.idleInTransactionMs, 'DB_IDLE_TX_TIMEOUT_MS'),
      lockMs: intFrom(env.DB_LOCK_TIMEOUT_MS, defaultDbTimeouts.lockMs, 'DB_LOCK_TIMEOUT_MS'),
    },
    // HTTP hardening (docs/decisions/0280–0286); TRUST_PROXY=1 (older setting) means a proxy on this host.
    trustedProxies: listFrom(env.TRUSTED_PROXIES || (env.TRUST_PROXY === '1' ? 'loopback' : '')),
    loginRateLimit: intFrom(env.LOGIN_RATE_LIMIT, 30, 'LOGIN_RATE_LIMIT'),
    maxConnectionsPerIp: intFrom(env.MAX_CONNECTIONS_PER_IP, 256, 'MAX_CONNECTIONS_PER_IP'),
    // None unless configured: scripts connect only to the server and the tile hosts (docs/decisions/0501).
    videoSources: listFrom(env.VIDEO_SOURCES ?? ''),
    idCardKeys: idCardKeysFrom(env),
  };
  return { ...config, ...overrides };
}
