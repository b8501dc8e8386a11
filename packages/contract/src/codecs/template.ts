import * as t from 'io-ts';
import { WID } from '../constants';
import { Fromplat } from './fromplat';
import { NumberFromStringOrNumber, NumberLiteral, maybe } from './lenient';

/** An inspection/maintenance template as read (SPEC §3). The four lists are JSON text of question lists. */
export const Template = t.intersection([
  t.type({ id: NumberFromStringOrNumber }),
  t.partial({
    deviceType: maybe(t.string),
    /** Template name. */
    contentName: maybe(t.string),
    description: maybe(t.string),
    projectName: maybe(t.string),
    projectId: maybe(NumberFromStringOrNumber),
    /** Inspection questions (JSON text). */
    otherList: maybe(t.string),
    /** Operation questions (JSON text). */
    machineryList: maybe(t.string),
    repairList: maybe(t.string),
    maintainList: maybe(t.string),
    companyName: maybe(t.string),
    createTime: maybe(t.string),
  }),
]);
/** An inspection/maintenance template as read. */
export type Template = t.TypeOf<typeof Template>;

/**
 * The template save payload with exactly SPEC §3's keys (create: rec_id 0; update: the template id).
 * `t.exact` drops anything else, so a client cannot smuggle columns in.
 */
export const TemplateSavePayload = t.exact(
  t.type({
    answer_list: t.literal(''),
    company_name: t.string,
    content_name: t.string,
    project_name: t.string,
    project_id: NumberFromStringOrNumber,
    content_type: t.literal(''),
    description: t.string,
    device_type: t.string,
    fromplat: Fromplat,
    other_list: t.string,
    machinery_list: t.string,
    repair_list: t.string,
    maintain_list: t.string,
    question_limit: NumberLiteral(0),
    question_order: t.literal(''),
    question_type: NumberLiteral(1),
    rec_id: NumberFromStringOrNumber,
    user_id: NumberFromStringOrNumber,
    user_name: t.string,
    wid: NumberLiteral(WID),
  }),
);
/** The template save payload. */
export type TemplateSavePayload = t.TypeOf<typeof TemplateSavePayload>;
