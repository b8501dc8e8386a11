import { invalid } from '../../http/api-error';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { messages } from '../../shared/messages';

/**
 * 区域管理 (docs/decisions/0430, 0431): 区域设置 on the generic mount — the district code is 2–12 digits as a
 * project's is; an area that still has live projects is not deleted (the message says how many and where to move
 * them) — and 区域项目, read-only over the view regional_projects.
 */
export const regionalRecordMounts: RecordMountTable = {
  area: {
    hooks: {
      beforeWrite(values) {
        const district = values.get('district_code');
        if (typeof district === 'string' && district !== '' && !/^\d{2,12}$/.test(district)) throw invalid(messages.areaDistrictInvalid);
      },
      async beforeDelete(row, _ctx, q) {
        const n = (await q.one<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE area_id = $1 AND if_del = 0', [row.id]))!.n;
        if (n > 0) throw invalid(messages.areaHasProjects(String(row.area_name), n));
      },
    },
  },
};
