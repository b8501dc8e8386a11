import { accessOf } from '../auth/access-cache';
import { loadCallerByHash } from '../auth/caller';
import type { Db } from '../db/database';
import { readFlagSql, visibleNoticeSql } from '../scopes/notice-visibility';
import type { BusEvent } from './push-events';
import type { SseConnection } from './sse-connection';

/** Intervals (ms), read when a hub starts; PUSH_HEARTBEAT_MS / PUSH_RECHECK_MS override them (tests). */
const heartbeatEvery = () => Number(process.env.PUSH_HEARTBEAT_MS) || 25_000;
const recheckEvery = () => Number(process.env.PUSH_RECHECK_MS) || 5_000;
/** Streams one user may hold open in one process; the oldest is closed beyond that. */
const perUserLimit = 20;

interface SessionCheck {
  token_hash: string;
  company_id: number | null;
  project_id: number | null;
  gen: string;
}

/**
 * The open streams of this process. Every bus event (from any process, via LISTEN) is offered to each stream
 * and sent only where the caller's scope includes the device (alarms also need the alarm-record page); notice
 * events recount the unread notices of the users concerned. Every 5 s the sessions behind the streams are
 * checked in one query: a revoked, expired or disabled session ends its stream; changed grants or scope are
 * reloaded. A heartbeat event goes out every 25 s.
 */
export class PushHub {
  private readonly connections = new Set<SseConnection>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly heartbeatMs = heartbeatEvery();

  constructor(
    private readonly db: Db,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {
    this.timers.push(setInterval(() => this.heartbeat(), this.heartbeatMs), setInterval(() => void this.recheck().catch((e) => this.log('push: recheck failed', e)), recheckEvery()));
    for (const t of this.timers) t.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  async add(c: SseConnection): Promise<void> {
    const mine = [...this.connections].filter((x) => x.user.id === c.user.id);
    if (mine.length >= perUserLimit) mine[0]!.close('replaced');
    this.connections.add(c);
    const rows = await this.db.many<{ company_id: number }>('SELECT company_id FROM user_companies WHERE user_id = $1', [c.user.id]);
    c.companyIds = rows.map((r) => r.company_id);
    c.send('ready', { heartbeatMs: this.heartbeatMs });
    c.send('notice', { unread: await this.unread(c.user.id) });
  }

  remove(c: SseConnection): void {
    this.connections.delete(c);
  }

  handle(event: BusEvent): void {
    if (!this.connections.size) return;
    if (event.k === 'reading') {
      for (const c of this.connections) if (c.sees(event.s)) c.send('reading', event.d);
    } else if (event.k === 'alarm') {
      for (const c of this.connections) if (c.seesAlarms(event.s)) c.send('alarm', event.d);
    } else if (event.k === 'notice') {
      void this.notice(event.all === true, new Set(event.u ?? []), new Set(event.c ?? [])).catch((e) => this.log('push: notice failed', e));
    }
  }

  private async notice(all: boolean, users: Set<number>, companies: Set<number>): Promise<void> {
    const counts = new Map<number, Promise<number>>();
    for (const c of [...this.connections]) {
      if (!all && !users.has(c.user.id) && !c.companyIds.some((id) => companies.has(id))) continue;
      if (!counts.has(c.user.id)) counts.set(c.user.id, this.unread(c.user.id));
      c.send('notice', { unread: await counts.get(c.user.id)! });
    }
  }

  /** Unread notices of a user: what GetSysNoticeList with sysNoticeIsRead 0 counts (the header badge). */
  async unread(userId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM notices n WHERE ${visibleNoticeSql('$1')} AND NOT ${readFlagSql('$1')}`, [userId]);
    return row?.n ?? 0;
  }

  private heartbeat(): void {
    const ts = new Date().toISOString();
    for (const c of this.connections) c.send('heartbeat', { ts });
  }

  async recheck(): Promise<void> {
    const list = [...this.connections];
    if (!list.length) return;
    const rows = await this.db.many<SessionCheck>(
      `SELECT s.token_hash, s.company_id, s.project_id, (SELECT g.n FROM auth_generation g)::text AS gen
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ANY($1::text[]) AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status = 1 AND u.if_del = 0`,
      [[...new Set(list.map((c) => c.session.tokenHash))]],
    );
    const live = new Map(rows.map((r) => [r.token_hash, r]));
    for (const c of list) {
      const row = live.get(c.session.tokenHash);
      if (!row) {
        c.close('session');
        continue;
      }
      if (row.gen === c.session.authGeneration && row.company_id === c.session.companyId && row.project_id === c.session.projectId) continue;
      const caller = await loadCallerByHash(this.db, c.session.tokenHash);
      if (!caller) {
        c.close('session');
        continue;
      }
      const { grants, scope } = await accessOf(this.db, caller.user, caller.session);
      Object.assign(c, { user: caller.user, session: caller.session, grants, scope });
    }
  }

  /** Ends every stream (server shutdown) and stops the timers. */
  stop(): void {
    for (const t of this.timers) clearInterval(t);
    for (const c of [...this.connections]) c.close('shutdown');
  }
}
