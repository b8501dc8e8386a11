import * as t from 'io-ts';
import { NumberFromStringOrNumber, NumberIn, StringFromStringOrNumber, maybe } from './lenient';

/** Project position info: what the header's project selector lists (SPEC §3). */
export const ProjectPosInfo = t.type({
  id: NumberFromStringOrNumber,
  projectName: t.string,
  projectNo: maybe(StringFromStringOrNumber),
});
/** Project position info. */
export type ProjectPosInfo = t.TypeOf<typeof ProjectPosInfo>;

/** Project status (lookup `projectStatus`): 1 preparation, 2 approved, 3 under construction, 4 completed, 5 stopped. */
export const ProjectStatus = NumberIn('ProjectStatus', [1, 2, 3, 4, 5] as const);
/** Project status code. */
export type ProjectStatus = t.TypeOf<typeof ProjectStatus>;

/** Marker states of a project on a map (SPEC §3). */
export const ProjectMapState = t.keyof({
  inProgress: null,
  stopped: null,
  finished: null,
  waitingStart: null,
  planning: null,
  pointing: null,
});
/** Marker states of a project on a map. */
export type ProjectMapState = t.TypeOf<typeof ProjectMapState>;

/** A project as the project screens read it (fields beyond SPEC §3 chosen in docs/decisions/0041). */
export const Project = t.intersection([
  t.type({ id: NumberFromStringOrNumber, projectName: t.string }),
  t.partial({
    projectNo: maybe(StringFromStringOrNumber),
    projectStatus: maybe(ProjectStatus),
    companyId: maybe(NumberFromStringOrNumber),
    companyName: maybe(t.string),
    /** Administrative district code (the AuthAreaCode scope). */
    districtCode: maybe(StringFromStringOrNumber),
    address: maybe(t.string),
    lng: maybe(NumberFromStringOrNumber),
    lat: maybe(NumberFromStringOrNumber),
    /** yyyy-mm-dd */
    startDate: maybe(t.string),
    /** yyyy-mm-dd */
    endDate: maybe(t.string),
    projectManager: maybe(t.string),
    contactPhone: maybe(StringFromStringOrNumber),
    /** Contract amount in 万元. */
    contractAmount: maybe(NumberFromStringOrNumber),
    description: maybe(t.string),
    GlobalProjectID: maybe(StringFromStringOrNumber),
    createTime: maybe(t.string),
  }),
]);
/** A project as the project screens read it. */
export type Project = t.TypeOf<typeof Project>;
