import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { SITE_UTC_OFFSET } from '../../shared/site-time';

const SITE_LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A time of a correction (docs/decisions/0672) as an ISO instant: `yyyy-MM-dd HH:mm[:ss]` is site time (as the form's
 * datetime control sends it), an ISO text with an offset is taken as it is; '' → undefined; else 400 naming `label`.
 */
export function correctionInstant(sent: string, label: string): string | undefined {
  if (sent === '') return undefined;
  const local = SITE_LOCAL.exec(sent);
  const iso = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}${SITE_UTC_OFFSET}` : WITH_OFFSET.test(sent) ? sent : undefined;
  const ms = iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(ms)) throw invalid(messages.attendanceTimeInvalid(label));
  return new Date(ms).toISOString();
}

/** A site day `yyyy-MM-dd`; '' → undefined; else 400 naming `label`. */
export function correctionDay(sent: string, label: string): string | undefined {
  if (sent === '') return undefined;
  if (!DAY.test(sent) || Number.isNaN(Date.parse(sent))) throw invalid(messages.invalidField(label));
  return sent;
}
