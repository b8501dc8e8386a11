import { customerVisitRecord } from '@worksite/contract';
import { isDate } from '@worksite/validators';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import type { RecordMount } from '../../record-types/record-mount-context';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { declaredField } from '../../record-types/record-values';
import { messages } from '../../shared/messages';
import { chosenCustomer } from './visit-customer';

const visitTime = declaredField(customerVisitRecord, 'visitTime');
const nextFollowDate = declaredField(customerVisitRecord, 'nextFollowDate');

/** `2026-06-20 09:30+08:00` (site time, as checkedValue writes it) or zoned ISO text naming a real calendar day and time. */
function instantOfVisit(text: string): Date | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})[ T]\d{2}:\d{2}/.exec(text.trim());
  if (!day || !isDate(day[1]!)) return undefined;
  const at = new Date(text.trim());
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** A `date` column as the client reads it: `yyyy-mm-dd` (pg answers a Date at midnight of the process's zone). */
function dateText(v: unknown): unknown {
  if (!(v instanceof Date)) return v ?? null;
  return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
}

/**
 * 客户拜访 (docs/decisions/0420): the customer must be a live one the caller reaches (chosenCustomer) and the visit
 * takes its company; 拜访方式 is a code of VISIT_WAY; 拜访时间 names a real instant; an emptied 下次跟进日期 is
 * cleared. The date reads back as `yyyy-mm-dd`.
 */
export function visitHooks(customers: RecordMount): RecordHooks {
  return {
    async beforeWrite(values, ctx, q) {
      checkLookupCodes(customerVisitRecord, values);
      const at = values.get(visitTime.column);
      if (typeof at === 'string') {
        const instant = instantOfVisit(at);
        if (instant === undefined) throw invalid(messages.invalidField(visitTime.label));
        values.set(visitTime.column, instant);
      }
      if (values.get(nextFollowDate.column) === '') values.set(nextFollowDate.column, null);
      const customerId = values.get('customer_id');
      if (customerId !== undefined && customerId !== null) {
        values.set('company_id', (await chosenCustomer(customers, q, ctx, Number(customerId))).companyId);
      }
    },
    toClient(record, row) {
      return { ...record, [nextFollowDate.key]: dateText(row[nextFollowDate.column]) };
    },
  };
}
