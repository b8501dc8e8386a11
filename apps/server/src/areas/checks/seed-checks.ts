import type { SeedStep } from '../../shared/seed-step';
import { noticeHazardReported } from '../hazards/hazard-notices';
import { insertHazard } from '../hazards/raise-hazard';
import { insertStandardItems } from './check-hooks';
import { recountCheck } from './check-project';

type Category = 'safety' | 'quality';

/** One demo check: its project, kind, method, days before the seed's site day, and each standard line's result. */
interface DemoCheck {
  readonly project: string;
  readonly category: Category;
  readonly name: string;
  readonly kind: number;
  readonly method: number;
  readonly daysAgo: number;
  readonly inspector: string;
  readonly location: string;
  readonly summary: string;
  /** CHECK_RESULT per standard line, in order (1 合格, 2 不合格, 3 不适用). */
  readonly results: readonly number[];
  /** The 1-based line that was turned into a hazard (一般隐患, deadline three days after the seed). */
  readonly raised?: number;
}

const NOTE = '现场检查发现不符合要求，需限期整改';

/** The demo checks (docs/decisions/0713): 南山科技园综合楼项目 (project_demo) and 宝安沿江高架桥工程. */
export const DEMO_CHECKS: readonly DemoCheck[] = [
  { project: 'nanshanTower', category: 'safety', name: '1号楼主体施工安全周检', kind: 1, method: 2, daysAgo: 6, inspector: '王建国', location: '1号楼主体结构', summary: '脚手架连墙件缺失、临边防护不到位两项不合格', results: [1, 1, 2, 1, 1, 2], raised: 3 },
  { project: 'nanshanTower', category: 'safety', name: '塔吊及施工用电专项检查', kind: 6, method: 3, daysAgo: 2, inspector: '王建国', location: '塔吊及临时用电', summary: '塔吊安全装置有效，用电符合要求', results: [1, 1, 3, 1, 1, 1] },
  { project: 'nanshanTower', category: 'quality', name: '二层梁板钢筋隐蔽验收', kind: 5, method: 2, daysAgo: 4, inspector: '陈监理', location: '1号楼二层梁板', summary: '模板拼缝不严密，需整改后复查', results: [1, 2, 1, 1, 3] },
  { project: 'nanshanTower', category: 'quality', name: '项目部月度质量检查', kind: 4, method: 1, daysAgo: 1, inspector: '刘质检', location: '1号楼一至三层', summary: '实测实量合格', results: [1, 1, 1, 1, 3] },
  { project: 'baoanBridge', category: 'safety', name: '高架桥季度安全检查', kind: 2, method: 2, daysAgo: 5, inspector: '赵安全', location: '3号墩柱施工区', summary: '施工用电一项不合格', results: [1, 1, 1, 2, 3, 1] },
  { project: 'baoanBridge', category: 'quality', name: '墩柱混凝土质量检查', kind: 1, method: 3, daysAgo: 3, inspector: '孙质检', location: '3号墩柱', summary: '混凝土表面蜂窝麻面', results: [1, 1, 2, 3, 3] },
];

/** The site day (yyyy-mm-dd, UTC+8) `days` before `now`. */
function siteDay(now: number, days: number): string {
  return new Date(now + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Demo 安全检查 and 质量检查 (docs/decisions/0713), after the roster: each check starts from its kind's standard list,
 * the lines judged as DEMO_CHECKS gives (failed ones with a note); on 南山 the safety week check's 脚手架 line is
 * already turned into a hazard (一般隐患, the project's first roster worker responsible, due three days later).
 */
export const seedChecks: SeedStep = async (q, ctx) => {
  for (const d of DEMO_CHECKS) {
    const projectId = ctx.projects[d.project];
    if (projectId === undefined) continue;
    const row = await q.one<Record<string, unknown>>(
      `INSERT INTO checks (company_id, project_id, district_code, check_category, check_name, check_kind, check_method, check_date,
                           inspector_name, location, summary, from_template, inspector_user_id)
       SELECT company_id, id, district_code, $2, $3, $4, $5, $6::date, $7, $8, $9, 1, $10 FROM projects WHERE id = $1 RETURNING *`,
      [projectId, d.category, d.name, d.kind, d.method, siteDay(ctx.now, d.daysAgo), d.inspector, d.location, d.summary, ctx.users.project_demo ?? null],
    );
    await insertStandardItems(q, row!, d.category);
    await q.exec(
      `UPDATE check_items i SET result = r.result, note = CASE WHEN r.result = 2 THEN $3 ELSE '' END
         FROM unnest($2::int[]) WITH ORDINALITY AS r(result, n) WHERE i.check_id = $1 AND i.seq = r.n`,
      [row!.id, d.results, NOTE],
    );
    await recountCheck(q, Number(row!.id));
    if (d.raised !== undefined) await raiseSeeded(q, ctx, Number(row!.id), projectId, d);
  }
};

async function raiseSeeded(q: Parameters<SeedStep>[0], ctx: Parameters<SeedStep>[1], checkId: number, projectId: number, d: DemoCheck): Promise<void> {
  const item = await q.one<{ id: number; item_text: string; hazard_type: number | null }>(
    'SELECT id, item_text, hazard_type FROM check_items WHERE check_id = $1 AND seq = $2', [checkId, d.raised]);
  const worker = await q.one<{ id: number }>('SELECT id FROM workers WHERE project_id = $1 AND if_del = 0 AND roster_status = 1 ORDER BY id LIMIT 1', [projectId]);
  if (!item || !worker) return;
  const deadline = new Date(ctx.now + 3 * 86_400_000);
  // As raiseHazard does, but unchecked: the seed's instant is the test clock's, not the real one (HAZ's seed alike).
  const hazardId = await insertHazard(q, {
    projectId, hazardType: item.hazard_type ?? 1, hazardLevel: 1, title: item.item_text, description: NOTE, location: d.location,
    responsibleWorkerId: worker.id, deadline, sourceKind: d.category === 'safety' ? 'safetyCheck' : 'qualityCheck', sourceId: item.id,
    reportedBy: ctx.users.project_demo ?? null,
  }, false);
  await noticeHazardReported(q, hazardId);
  await q.exec('UPDATE check_items SET hazard_id = $2, hazard_level = 1, responsible_worker_id = $3, hazard_deadline = $4 WHERE id = $1', [item.id, hazardId, worker.id, deadline]);
}
