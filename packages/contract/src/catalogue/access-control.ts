import { GateEventsAnswer, GateEventsBody, gateEventsExamples } from '../codecs/gate-events';
import { defineEndpoints } from '../define-endpoints';
import type { Endpoint } from '../endpoint';

/**
 * 门禁 (issue 21, Deliver 2; docs/decisions/0662; path chosen): the gate devices' event ingest, by device key.
 * 门禁设备 and 通行记录 are declared record types (records/access-device-record.ts, gate-passage-record.ts).
 */
export const accessControlEndpoints: Record<string, Endpoint> = {
  ...defineEndpoints({
    gateEvents: {
      method: 'POST', path: '/api/Gate/Events', access: 'public', credentials: 'deviceKey', encoding: 'json', pathChosen: true,
      request: GateEventsBody, response: GateEventsAnswer, examples: gateEventsExamples,
      summary: '门禁通行事件上报（设备密钥，批量；逐条判定并应答，重发不重复记录）',
    },
  }),
};
