import { API_BASE } from '../constants';
import type { Endpoint, HttpMethod } from '../endpoint';
import { accessControlEndpoints } from './access-control';
import { administrationEndpoints } from './administration';
import { alarmEndpoints } from './alarms';
import { concreteEndpoints } from './concrete';
import { declaredEndpointAreas } from './declared-records';
import { dictionaryEndpoints } from './dictionary';
import { noticeEndpoints } from './notices';
import { organisationEndpoints } from './organisations';
import { pluginEndpoints } from './plugins';
import { projectEndpoints } from './projects';
import { screenEndpoints } from './screens';
import { sessionUserEndpoints } from './session-users';
import { telemetryEndpoints } from './telemetry';
import { templateEndpoints } from './templates-inspection';
import { uploadEndpoints } from './upload';
import { workbenchEndpoints } from './workbench';

/** The calls the server and view-models use by name, typed by their own codecs. */
const coreEndpoints = {
  ...sessionUserEndpoints,
  ...administrationEndpoints,
  ...templateEndpoints,
  ...projectEndpoints,
  ...organisationEndpoints,
  ...noticeEndpoints,
  ...dictionaryEndpoints,
  ...uploadEndpoints,
  ...alarmEndpoints,
  ...workbenchEndpoints,
};
/** Name of a precisely typed (core) endpoint. */
export type CoreEndpointName = keyof typeof coreEndpoints;

/** The area files: calls written by hand, and the registered types' calls they type precisely (`callSpec`). */
const writtenAreas: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  sessionUsers: sessionUserEndpoints,
  administration: administrationEndpoints,
  templates: templateEndpoints,
  projects: projectEndpoints,
  screens: screenEndpoints,
  organisations: organisationEndpoints,
  notices: noticeEndpoints,
  concrete: concreteEndpoints,
  plugins: pluginEndpoints,
  dictionary: dictionaryEndpoints,
  upload: uploadEndpoints,
  alarms: alarmEndpoints,
  telemetry: telemetryEndpoints,
  workbench: workbenchEndpoints,
  accessControl: accessControlEndpoints,
};

/** Every registered record type's calls the area files do not write, by the menu page guarding the type. */
const declaredAreas = declaredEndpointAreas(new Set(Object.values(writtenAreas).flatMap((area) => Object.keys(area))));

/**
 * The catalogue split by area (the OpenAPI tags): the area files, then the registered types' calls by menu page
 * (merged into the area file of the same name). Tests check names stay unique across areas.
 */
export const endpointAreas: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = Object.fromEntries(
  [...new Set([...Object.keys(writtenAreas), ...Object.keys(declaredAreas)])].map((area) => [area, { ...writtenAreas[area], ...declaredAreas[area] }]),
);

/** The long tail: the registered types' calls and the hand-written calls outside the core, typed as plain `Endpoint`. */
const longTailEndpoints: Readonly<Record<string, Endpoint>> = Object.assign({}, ...Object.values(endpointAreas));

/**
 * Every call of the product, keyed by name. Core calls are typed precisely
 * (`endpoints.login.request` is the LoginForm codec); the long tail is `Endpoint`.
 */
export const endpoints: typeof coreEndpoints & Readonly<Record<string, Endpoint>> = {
  ...longTailEndpoints,
  ...coreEndpoints,
};
/** A catalogue name. */
export type EndpointName = keyof typeof endpoints;

/** Every endpoint as a list, in catalogue order. */
export const endpointList: readonly Endpoint[] = Object.values(endpoints);

/** The full URL path of an endpoint: its base (default `/prod-apiplus`) plus its path. */
export function fullPath(endpoint: Endpoint): string {
  return `${endpoint.base ?? API_BASE}${endpoint.path}`;
}

/** Path parameters of `pattern` (`:id` segments) found in `path`, or undefined when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return undefined;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w.toLowerCase() !== g.toLowerCase()) {
      return undefined;
    }
  }
  return params;
}

/** An endpoint found by method and path, with its path parameters. */
export interface EndpointMatch {
  readonly endpoint: Endpoint;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Finds the endpoint a request addresses. `path` is the full URL path (`/prod-apiplus/web/login`,
 * `/prod-api/api/Upload/UploadImageRedis`) or a path under `/prod-apiplus` (`/web/login`); the query
 * string is ignored. Matching is case-insensitive, as the product's original server was.
 */
export function endpointByPath(method: HttpMethod | string, path: string): EndpointMatch | undefined {
  const wanted = method.toUpperCase();
  const bare = path.split('?')[0] ?? '';
  const candidates = bare.startsWith(`${API_BASE}/`) || bare.startsWith('/prod-api/') ? [bare] : [bare, `${API_BASE}${bare}`];
  for (const candidate of candidates) {
    for (const endpoint of endpointList) {
      if (endpoint.method !== wanted) continue;
      const params = matchPath(fullPath(endpoint), candidate);
      if (params !== undefined) return { endpoint, params };
    }
  }
  return undefined;
}
