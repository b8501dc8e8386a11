import { toListPage } from '@worksite/paging';
import { listAnswer, type Answer, type PageInfo } from './answer';
import { invalid } from './api-error';
import { text } from './call-params';
import { messages } from '../shared/messages';

/** A list call's page: the page parameters it reads and the page answer it returns. */

/** Page index (0 and 1 both mean the first page) and size from `index`/`size`, size capped at `max`. */
export function paging(params: Record<string, unknown>, max = 1000, defaultSize = 10): { pageIndex: number; pageSize: number; offset: number } {
  const rawSize = text(params.size ?? params.pageSize);
  const rawIndex = text(params.index ?? params.pageIndex);
  const size = rawSize === '' ? defaultSize : Number(rawSize);
  const index = rawIndex === '' ? 0 : Number(rawIndex);
  if (!Number.isInteger(size) || size < 1 || !Number.isInteger(index) || index < 0 || index > 1_000_000) throw invalid(messages.invalidPaging);
  const pageSize = Math.min(size, max);
  const pageIndex = Math.max(index, 1);
  return { pageIndex, pageSize, offset: (pageIndex - 1) * pageSize };
}

/** A list answer in SPEC shape. */
export function pageAnswer(rows: readonly unknown[], pageIndex: number, pageSize: number, total: number): Answer {
  const page = toListPage(rows, pageIndex, pageSize, total);
  return listAnswer(page.data, page.page as PageInfo);
}
