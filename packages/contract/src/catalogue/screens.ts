import { param } from '../call-params/call-param';
import type { Endpoint, EnvelopeKind, HttpMethod } from '../endpoint';
import { defineEndpoints, type EndpointSpec } from '../define-endpoints';

/**
 * Large-screen statistics (SPEC §7 "Screen statistics"). Every signed-in user may read them; the server
 * scopes them to the caller's company subtree, project(s) or district, and an optional `projectId` narrows
 * them to one project of that scope (outside it: code 402). SPEC names some calls only by prefix
 * (`GetRyglzl_*`, `GetRygl_*`, project statistics) and shows no payloads: the concrete names, the further
 * calls marked chosen, and every response shape are this catalogue's (docs/decisions/0160–0166).
 * Paths are matched case-insensitively, so `/api/tyScreen/…` and `/api/TyScreen/…` both answer.
 */
const calls: ReadonlyArray<readonly [HttpMethod, string, string, boolean, string, EnvelopeKind?]> = [
  // method, prefix, action, path chosen, summary, envelope (default data)
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
  ['GET', '/api/TyScreen', 'GetRygl_hmc', true, '人员管理：实名制花名册', 'list'],
  ['GET', '/api/TyScreen', 'GetXmgl_dt', true, '项目管理：项目地图'],
  ['GET', '/api/TyScreen', 'GetTzsb_tdtj', true, '特种设备：塔吊统计'],
  ['GET', '/api/TyScreen', 'GetPtyj_bjtj', true, '平台预警：报警统计'],
  ['GET', '/api/TyScreen', 'GetClgl_cltj', true, '车辆管理：车辆进出统计'],
  ['GET', '/api/TyScreen', 'GetSpjk_sblb', true, '视频监控：摄像头列表'],
  ['GET', '/api/TyScreen', 'GetEnterpriseOverview', true, '企业大屏：总览'],
  ['GET', '/api/TyScreen', 'GetProjectOverview', true, '项目大屏：总览'],
  ['GET', '/api/TyScreen', 'GetSupervisoryOverview', true, '监管大屏：总览'],
  ['GET', '/api/TyScreen', 'GetAisb_sjtj', true, 'AI识别：事件统计'],
  ['GET', '/api/TyScreen', 'GetJcjg_yptj', true, '检测机构：样品统计'],
];

/** The production screen's plant choice (GetHntsc_sctj, docs/decisions/0350): one mixing plant of the scope. */
export const concreteScreenParams = { plantId: param.id('搅拌站', ['plant_id']) } as const;

/** Parameters a statistic reads beside the common ones (docs/decisions/0413), by action. */
const declaredParams: Readonly<Record<string, EndpointSpec['params']>> = { GetHntsc_sctj: concreteScreenParams };

const specs: Record<string, EndpointSpec> = {};
for (const [method, prefix, action, pathChosen, summary, envelope] of calls) {
  const params = declaredParams[action];
  specs[`screen${action.replace(/_/g, '')}`] = {
    method, path: `${prefix}/${action}`, access: 'session', pathChosen, summary, ...(envelope ? { envelope } : {}), ...(params ? { params } : {}),
  };
}

/** Large-screen statistics endpoints, keyed `screen` + action without underscores (`screenGetXmgltg`). */
export const screenEndpoints: Record<string, Endpoint> = defineEndpoints(specs);

/** A name/value point of a pie, bar or ranking (SPEC §3 chart data); `key` is the code behind the name. */
export interface ScreenPoint {
  readonly name: string;
  readonly value: number;
  readonly key?: string | number;
  readonly color?: string;
}

/** Series over shared categories: `categories[i]` labels `data[i]` of every series; null is a gap. */
export interface ScreenSeries {
  readonly categories: readonly string[];
  readonly series: readonly { readonly name: string; readonly data: readonly (number | null)[]; readonly color?: string }[];
}

/** A project marker of SPEC §3; `iconStyle` is the map state (inProgress, stopped, finished, waitingStart, planning, pointing). */
export interface ScreenMapMarker {
  readonly id: number;
  readonly title: string;
  readonly center: { readonly lng: number; readonly lat: number };
  readonly iconStyle: 'inProgress' | 'stopped' | 'finished' | 'waitingStart' | 'planning' | 'pointing';
  readonly color: string;
  readonly color2: string;
  readonly status: number;
  readonly statusName: string;
  readonly address: string;
}

/** A project of GetXmgl_tg's list (项目管理 screen, 项目概况). */
export interface ScreenProjectBrief {
  readonly id: number;
  readonly name: string;
  readonly projectNo: string;
  readonly status: number;
  readonly statusName: string;
  readonly companyName: string;
  readonly address: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly contractAmount: number | null;
}

/** What GetXmgl_tg answers: projects in the scope by status and company, contract total, this year's starts and due dates. */
export interface ScreenProjectOverview {
  readonly total: number;
  /** Every SPEC status, zero included; `key` is the status code. */
  readonly byStatus: readonly ScreenPoint[];
  readonly byCompany: readonly ScreenPoint[];
  /** Sum of the projects' contract amounts (as entered); 0 when none is entered. */
  readonly contractAmountTotal: number;
  readonly startedThisYear: number;
  readonly dueThisYear: number;
  readonly projects: readonly ScreenProjectBrief[];
}

/** The query every screen call accepts besides SPEC's common parameters. */
export interface ScreenQuery {
  /** One project of the caller's scope; absent: the whole scope. */
  readonly projectId?: number;
}
