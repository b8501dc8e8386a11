import type { ServerResponse } from 'node:http';
import type { PermissionRequirement } from '@worksite/contract';
import type { CallerSession, CallerUser } from '../auth/caller';
import type { Scope } from '../auth/data-scope';
import type { Grants } from '../auth/grants';
import type { EventScope } from './push-events';

/** Who may see alarm events: holders of 质量安全 › 报警记录 (what the alarm list needs). */
export const alarmViewer: PermissionRequirement = { page: 'quality', subPage: 'alarmRecord' };

/** True when the device place `s` lies in `scope` (the same rule as scopeCondition on a device row). */
export function scopeIncludes(scope: Scope, s: EventScope): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'companies':
      return scope.companyIds.includes(s.c);
    case 'projects':
      return s.p !== null && scope.projectIds.includes(s.p);
    case 'district':
      return scope.areaCode !== '' && typeof s.a === 'string' && s.a.startsWith(scope.areaCode);
  }
}

/** One open event stream of a signed-in caller. */
export class SseConnection {
  closed = false;
  /** Companies the user belongs to (notices addressed to a company reach its members). */
  companyIds: readonly number[] = [];

  constructor(
    public user: CallerUser,
    public session: CallerSession,
    public scope: Scope,
    public grants: Grants,
    private readonly res: ServerResponse,
    private readonly onClose: (c: SseConnection) => void,
  ) {
    res.on('close', () => this.close());
  }

  /** Sends one event; a connection that cannot take more (slow client) is closed rather than buffered forever. */
  send(event: string, data: unknown): void {
    if (this.closed) return;
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    if (this.res.writableLength > 4 * 1024 * 1024) this.close();
  }

  sees(s: EventScope): boolean {
    return scopeIncludes(this.scope, s);
  }

  seesAlarms(s: EventScope): boolean {
    return this.grants.has(alarmViewer) && this.sees(s);
  }

  /** Ends the stream, telling the client why first (`end` event: session, shutdown, replaced). */
  close(reason?: string): void {
    if (this.closed) return;
    if (reason && !this.res.writableEnded) this.res.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.closed = true;
    if (!this.res.writableEnded) this.res.end();
    this.onClose(this);
  }
}
