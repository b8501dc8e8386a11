import type { Endpoint, HttpMethod } from '../endpoint';
import { defineEndpoints, type EndpointSpec } from './define-endpoints';

/**
 * Large-screen statistics (SPEC §7 "Screen statistics"). Every signed-in user may read them; the server
 * scopes them to the caller's company, project or district. SPEC names some calls only by prefix
 * (`GetRyglzl_*`, `GetRygl_*`, project statistics): the concrete names here are chosen.
 */
const calls: ReadonlyArray<readonly [HttpMethod, string, string, boolean, string]> = [
  // method, prefix, action, path chosen, summary
  ['GET', '/api/tyScreen', 'GetHjjc_sbtj', false, '环境监测：设备统计'],
  ['GET', '/api/tyScreen', 'GetHjjc_zytj', false, '环境监测：指标统计'],
  ['GET', '/api/TyScreen', 'GetXmgl_tg', false, '项目管理：项目概况'],
  ['GET', '/api/TyScreen', 'GetRyglzl_rytj', true, '人员管理总览：人员统计'],
  ['GET', '/api/TyScreen', 'GetRyglzl_gztj', true, '人员管理总览：工种统计'],
  ['GET', '/api/TyScreen', 'GetRygl_kqtj', true, '人员管理：考勤统计'],
  ['GET', '/api/TyScreen', 'GetRygl_ryfb', true, '人员管理：人员分布'],
  ['POST', '/api/TyScreen', 'GetSbwb_wbtj', false, '设备维保：维保统计'],
  ['GET', '/api/TyScreen', 'GetSbgl_sbtj', false, '设备管理：设备统计'],
  ['GET', '/api/TyScreen', 'GetSbgl_sbzxqk', false, '设备管理：设备在线情况'],
  ['GET', '/api/TyScreen', 'GetXmtj_kqtop10', true, '项目统计：考勤前十'],
  ['GET', '/api/TyScreen', 'GetXmtj_dnzhtj', true, '项目统计：本年账户统计'],
  ['POST', '/api/TyScreen', 'GetHntsc_sctj', true, '混凝土生产：生产统计'],
  ['POST', '/api/TyScreen', 'GetHntsc_ddtj', true, '混凝土生产：订单统计'],
];

const specs: Record<string, EndpointSpec> = {};
for (const [method, prefix, action, pathChosen, summary] of calls) {
  specs[`screen${action.replace(/_/g, '')}`] = { method, path: `${prefix}/${action}`, access: 'session', pathChosen, summary };
}

/** Large-screen statistics endpoints, keyed `screen` + action without underscores. */
export const screenEndpoints: Record<string, Endpoint> = defineEndpoints(specs);
