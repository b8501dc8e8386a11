import { sentFieldValue, type RecordType } from '@worksite/contract';
import { invalid } from '../http/api-error';
import { messages } from '../shared/messages';

const MAX_ID = 2_147_483_647;

/** The record id a call names (`rec_id`, `id`, `recId` or, given `rt`, an alias its id field declares), or a 400. */
export function recordId(params: Record<string, unknown>, rt?: RecordType): number {
  const idField = rt?.fields.find((f) => f.column === 'id');
  const raw = params.rec_id ?? params.id ?? params.recId ?? (idField ? sentFieldValue(params, idField) : undefined);
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) throw invalid(messages.invalidId);
  return n;
}
