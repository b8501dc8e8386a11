import { areaRecord } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import { callParams } from '../../http/call-params';
import { endpointOf } from '../../record-types/record-mount-context';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { messages } from '../../shared/messages';

const areaList = endpointOf(areaRecord, 'list')!;

/**
 * 区域管理 (docs/decisions/0430, 0431): 区域设置 on the generic mount — the district code one of the division table as a
 * project's is (the generic mount's check, 0525); an area that still has live projects is not deleted (the message says how many and where to move
 * them); listed with `forProject=1` (a project form's 管理区域 choices, 0523), only the areas of the caller's company
 * or a company above it — those a project of that company may name (scopes/area-scope.ts) — and 区域项目, read-only
 * over the view regional_projects.
 */
export const regionalRecordMounts: RecordMountTable = {
  area: {
    hooks: {
      listSql(params, p, alias, ctx) {
        if (callParams(areaList, params).forProject !== '1') return [];
        return [
          `${alias}.company_id IN (WITH RECURSIVE up AS (
             SELECT id, parent_id, 1 AS depth FROM companies WHERE id = ${p.add(ctx.session.companyId)}
             UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 10)
           SELECT id FROM up)`,
        ];
      },
      async beforeDelete(row, _ctx, q) {
        const n = (await q.one<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE area_id = $1 AND if_del = 0', [row.id]))!.n;
        if (n > 0) throw invalid(messages.areaHasProjects(String(row.area_name), n));
      },
    },
  },
};
