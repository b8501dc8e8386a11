import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';

/** A Chinese plate: province character, letter, 4–6 letters/digits, optional suffix (挂, 学 …). */
const PLATE = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{4,6}[\u4e00-\u9fa5]?$/;

/**
 * Normalises the `plate_no` being saved (spaces, dots and dashes removed, upper case) and refuses one that is
 * no plate (400, 车牌号格式不正确). Plate-recognition cars and tanker cars share it.
 */
export function normalisePlateNo(values: Map<string, unknown>): void {
  const plate = values.get('plate_no');
  if (typeof plate !== 'string') return;
  const normal = plate.replace(/[\s·.-]/g, '').toUpperCase();
  if (!PLATE.test(normal)) throw invalid(messages.plateNoInvalid);
  values.set('plate_no', normal);
}
