import { type CheckResult, failed, passed } from './check-result';
import { uploadCountMessage } from './messages';

/** Default number of files an upload widget holds (SPEC §9). */
export const DEFAULT_UPLOAD_LIMIT = 3;

/**
 * Checks a new selection against the limit: `existing` files already in the list plus `selected` now.
 * Fails with 当前限制选择 {limit}个文件，本次选择了 {selected} 个文件，共选择了 {existing+selected} 个文件.
 */
export function checkUploadCount(existing: number, selected: number, limit: number = DEFAULT_UPLOAD_LIMIT): CheckResult {
  const total = existing + selected;
  return total > limit ? failed(uploadCountMessage(limit, selected, total)) : passed();
}

/** Whether the widget still offers adding: false once the file count reaches the limit. */
export function canAddMore(count: number, limit: number = DEFAULT_UPLOAD_LIMIT): boolean {
  return count < limit;
}
