import type { Queryable } from '../../db/database';
import type { SeedStep } from '../../shared/seed-step';
import { escalateOverdueHazards } from './escalate-hazards';
import { noticeHazardReported } from './hazard-notices';
import { insertHazard } from './raise-hazard';

const HOUR = 3_600_000;

/** One round of a seeded hazard: kind (1 整改, 2 复查通过, 3 复查不通过), hours after the report, by whom, the note. */
type Round = readonly [kind: 1 | 2 | 3, hoursAfter: number, by: string, note: string];

interface SeededHazard {
  readonly project: string;
  readonly type: number;
  readonly level: 1 | 2;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  /** The nth live worker (by id) of the project's roster answering for it, or the project user. */
  readonly responsible: { readonly worker: number } | { readonly user: string };
  readonly reportedHoursAgo: number;
  /** Deadline relative to the seed's instant (negative: past). */
  readonly deadlineHours: number;
  readonly rounds: readonly Round[];
}

/**
 * The demo hazards (docs/decisions/0704), dated back from the seed's instant, in every state: 南山科技园 — one closed
 * after a rejected round (整改 → 不通过 → 整改 → 通过), one 待复查, one fresh 待整改, one 重大隐患 (reported to the
 * 南山 authority), one overdue by 50 hours after a rejected round (escalated to 责任人, 项目经理, 公司 by the seed's
 * run of the job); 前海 one open; 宝安 one closed; 天河 (another group) one open. Fixed values, no random().
 */
const HAZARDS: readonly SeededHazard[] = [
  {
    project: 'nanshanTower', type: 3, level: 1, title: '2号楼外脚手架连墙件缺失', description: '2号楼东侧外脚手架第8至10层连墙件缺失三处。',
    location: '2号楼东侧', responsible: { worker: 1 }, reportedHoursAgo: 12 * 24, deadlineHours: -7 * 24,
    rounds: [[1, 30, 'project_demo', '已补设两处连墙件。'], [3, 40, 'enterprise_demo', '仍缺一处连墙件，请补齐。'], [1, 60, 'project_demo', '三处连墙件全部补齐并经架子工班长验收。'], [2, 70, 'enterprise_demo', '复查合格。']],
  },
  {
    project: 'nanshanTower', type: 4, level: 1, title: '3号临时配电箱未接地', description: '3号临时配电箱PE线未连接，箱门未上锁。',
    location: '生活区北侧', responsible: { user: 'project_demo' }, reportedHoursAgo: 3 * 24, deadlineHours: 2 * 24,
    rounds: [[1, 20, 'project_demo', 'PE线已重新连接，接地电阻实测3.2Ω，箱门已加锁。']],
  },
  {
    project: 'nanshanTower', type: 11, level: 1, title: '三层电梯井口防护门缺失', description: '1号楼三层电梯井口未设防护门。',
    location: '1号楼三层', responsible: { worker: 2 }, reportedHoursAgo: 2, deadlineHours: 3 * 24, rounds: [],
  },
  {
    project: 'nanshanTower', type: 8, level: 2, title: '深基坑东侧支护桩位移超预警值', description: '基坑东侧支护桩顶水平位移累计32mm，超过预警值30mm。',
    location: '基坑东侧', responsible: { user: 'project_demo' }, reportedHoursAgo: 20, deadlineHours: 28, rounds: [],
  },
  {
    project: 'nanshanTower', type: 5, level: 1, title: '1号塔吊高度限位器失灵', description: '1号塔吊起升高度限位器动作失灵。',
    location: '1号塔吊', responsible: { worker: 3 }, reportedHoursAgo: 5 * 24, deadlineHours: -50,
    rounds: [[1, 24, 'project_demo', '已调整限位器。'], [3, 30, 'project_demo', '试吊时限位器仍未动作，需更换。']],
  },
  {
    project: 'qianhaiHub', type: 2, level: 1, title: '裸土未覆盖', description: '场地西侧裸土约200平方米未覆盖防尘网。',
    location: '场地西侧', responsible: { worker: 1 }, reportedHoursAgo: 24, deadlineHours: 4 * 24, rounds: [],
  },
  {
    project: 'baoanBridge', type: 9, level: 1, title: '模板支撑立杆间距超标', description: '3号墩模板支撑立杆间距1.5米，超过方案要求1.2米。',
    location: '3号桥墩', responsible: { worker: 1 }, reportedHoursAgo: 9 * 24, deadlineHours: -5 * 24,
    rounds: [[1, 48, 'enterprise_demo', '已按方案加密立杆至1.2米。'], [2, 60, 'enterprise_demo', '复查合格。']],
  },
  {
    project: 'tianheMall', type: 10, level: 1, title: '钢筋切断机防护罩缺失', description: '钢筋加工棚切断机传动部位防护罩缺失。',
    location: '钢筋加工棚', responsible: { worker: 1 }, reportedHoursAgo: 48, deadlineHours: 5 * 24, rounds: [],
  },
];

/** The nth (1-based) live worker of a project's roster by id; null when the roster is shorter. */
async function nthWorker(q: Queryable, projectId: number, n: number): Promise<number | null> {
  const row = await q.one<{ id: number }>(
    'SELECT id FROM workers WHERE project_id = $1 AND if_del = 0 AND roster_status = 1 ORDER BY id OFFSET $2 LIMIT 1',
    [projectId, n - 1],
  );
  return row?.id ?? null;
}

/** Who a seeded round was made by: the user and the name shown. */
async function actor(q: Queryable, userId: number): Promise<string> {
  const row = await q.one<{ name: string }>(`SELECT coalesce(nullif(real_name, ''), user_name) AS name FROM users WHERE id = $1`, [userId]);
  return row?.name ?? '';
}

/**
 * 隐患排查's demo data (docs/decisions/0704): the hazards above with their rounds (each round's state as the moves
 * leave it), the report notices of each, then one run of the escalation job at the seed's instant.
 */
export const seedHazards: SeedStep = async (q, ctx) => {
  for (const h of HAZARDS) {
    const projectId = ctx.projects[h.project]!;
    const worker = 'worker' in h.responsible ? await nthWorker(q, projectId, h.responsible.worker) : null;
    const user = 'user' in h.responsible ? ctx.users[h.responsible.user]! : null;
    const reportedAt = ctx.now - h.reportedHoursAgo * HOUR;
    const id = await insertHazard(q, {
      projectId, hazardType: h.type, hazardLevel: h.level, title: h.title, description: h.description, location: h.location,
      responsibleWorkerId: worker, responsibleUserId: worker === null && user === null ? ctx.users.project_demo! : user,
      deadline: new Date(ctx.now + h.deadlineHours * HOUR), sourceKind: 'manual', sourceId: null,
      reportedBy: ctx.users.project_demo ?? null, createTime: new Date(reportedAt),
    }, false);
    let roundNo = 0;
    let status = 1;
    for (const [kind, hoursAfter, by, note] of h.rounds) {
      if (kind === 1) roundNo += 1;
      status = kind === 1 ? 2 : kind === 2 ? 3 : 1;
      const at = new Date(reportedAt + hoursAfter * HOUR);
      const byId = ctx.users[by]!;
      await q.exec(
        `INSERT INTO hazard_rounds (company_id, project_id, district_code, hazard_id, round_no, kind, note, by_user_id, by_name, create_time)
         SELECT company_id, project_id, district_code, id, $2, $3, $4, $5, $6, $7 FROM hazards WHERE id = $1`,
        [id, roundNo, kind, note, byId, await actor(q, byId), at],
      );
      await q.exec(
        `UPDATE hazards SET status = $2, round_no = $3,
                rectify_note = CASE WHEN $4::int = 1 THEN $5 ELSE rectify_note END,
                review_note = CASE WHEN $4::int = 1 THEN '' ELSE $5 END,
                closed_at = CASE WHEN $4::int = 2 THEN $6::timestamptz END, update_time = $6
          WHERE id = $1`,
        [id, status, roundNo, kind, note, at],
      );
    }
    await noticeHazardReported(q, id);
  }
  await escalateOverdueHazards(q);
};
