import { blacklistEntryRecord, sentFieldValue } from '@worksite/contract';
import { isCreditCode, isIdCard, isValidIdCardChecksum } from '@worksite/validators';
import type { IdCardKeys } from '../../config/id-card-keys';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { dateColumnText } from '../../record-types/record-dates';
import { declaredField } from '../../record-types/record-values';
import { hashIdCard } from '../../shared/id-card-secrets';
import { messages } from '../../shared/messages';
import { projectLinkedHooks } from './project-linked-hooks';

const PERSON = 1;
const releaseDate = declaredField(blacklistEntryRecord, 'releaseDate');
const idNumberField = declaredField(blacklistEntryRecord, 'idNumber');

/**
 * 黑名单 beside the generic mount (docs/decisions/0425): the project hooks, an ID number that fits the subject
 * (人员: an ID-card number, 单位: a credit code), and a 解除日期 not before the 列入日期. The 解除 move itself is the
 * generic workflow move (state 在册 → 已解除 with the move's fields).
 */
export function blacklistHooks(keys: IdCardKeys): RecordHooks {
  const linked = projectLinkedHooks(blacklistEntryRecord);
  return {
    ...linked,
    async beforeWrite(values, ctx, q, existing) {
      await linked.beforeWrite(values, ctx, q, existing);
      if (!values.has('id_number') && !values.has('subject_type')) return;
      const idNumber = String(values.get('id_number') ?? existing?.id_number ?? '');
      if (idNumber === '') return;
      const person = Number(values.get('subject_type') ?? existing?.subject_type) === PERSON;
      // A person's number is an ID-card number with its check digit (GB 11643; docs/decisions/0521).
      if (person && !isValidIdCardChecksum(idNumber)) throw invalid(isIdCard(idNumber) ? messages.invalidField(idNumberField.label) : messages.blacklistPersonIdInvalid);
      if (!person && !isCreditCode(idNumber)) throw invalid(messages.blacklistUnitCodeInvalid);
      // A person is matched by the keyed hash of the number (人员花名册 refuses a listed ID; docs/decisions/0630).
      values.set('id_number_hash', person ? hashIdCard(keys, idNumber) : null);
    },
    beforeTransition(move, ctx) {
      // Checked by the field's rules already (yyyy-mm-dd): the text compares as the dates do.
      const released = sentFieldValue(ctx.params, releaseDate);
      if (typeof released === 'string' && released.trim() < String(dateColumnText(move.before.list_date))) throw invalid(messages.blacklistReleaseBeforeListing);
    },
  };
}
