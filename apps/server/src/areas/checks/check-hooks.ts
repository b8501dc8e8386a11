import type { RecordType } from '@worksite/contract';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { recountCheck, takeCheckProject } from './check-project';
import { STANDARD_LISTS } from './standard-lists';

type Category = keyof typeof STANDARD_LISTS;

/** Inserts a kind's standard list (待检查) as the items of check `row`, in order (docs/decisions/0711). */
export async function insertStandardItems(q: Parameters<NonNullable<RecordHooks['afterWrite']>>[2], row: Record<string, unknown>, category: Category): Promise<void> {
  const list = STANDARD_LISTS[category];
  await q.exec(
    `INSERT INTO check_items (company_id, project_id, district_code, check_category, check_id, seq, item_text, standard, hazard_type, result)
     SELECT $1, $2, $3, $4, $5, s.n, s.text, s.standard, s.hazard_type, 0
       FROM unnest($6::text[], $7::text[], $8::int[]) WITH ORDINALITY AS s(text, standard, hazard_type, n)
      ORDER BY s.n`,
    [row.company_id, row.project_id, row.district_code, category, row.id, list.map((i) => i.text), list.map((i) => i.standard), list.map((i) => i.hazardType)],
  );
  await recountCheck(q, Number(row.id));
}

/**
 * 安全检查 / 质量检查 on the generic mount (docs/decisions/0710, 0711): the project in the caller's scope, its company
 * and district copied; the caller kept as 录入人; a new check with 按标准检查表生成检查项 gets its kind's standard list;
 * a check moved to another project takes its items along. Result and counts are written by its items' hooks.
 */
export function checkHooks(rt: RecordType, category: Category): RecordHooks {
  return {
    async beforeWrite(values, ctx, q, existing) {
      checkLookupCodes(rt, values);
      if (values.has('project_id')) await takeCheckProject(values, ctx, q, Number(values.get('project_id')));
      if (existing === undefined) values.set('inspector_user_id', ctx.user.id);
      else values.delete('from_template');
    },
    async afterWrite(row, _ctx, q, before) {
      if (before === undefined) {
        if (Number(row.from_template) === 1) await insertStandardItems(q, row, category);
        return;
      }
      if (before.project_id !== row.project_id) {
        await q.exec('UPDATE check_items SET project_id = $2, company_id = $3, district_code = $4 WHERE check_id = $1', [row.id, row.project_id, row.company_id, row.district_code]);
      }
    },
    toClient: numbersToClient(rt),
  };
}
