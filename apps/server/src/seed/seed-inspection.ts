import type { SeedStep } from '../shared/seed-step';
import { TEMPLATE_SPECS, questionListJson, type TemplateSpec } from './seed-template-questions';

const MODELS: Readonly<Record<string, string>> = {
  配电箱: 'XL-21', 起重机: 'QY25K', 机械设备: 'GW40', 挖掘机: 'SY215C', 搅拌站: 'HZS120', 行走设备: 'ZL50G', 钢丝绳: '6×37+FC-20', 龙门吊: 'MH16t-24m',
};

const RECORD_TABLES: readonly [string, keyof Pick<TemplateSpec, 'other' | 'machinery' | 'repair' | 'maintain'>][] = [
  ['rout_insp_switch_box', 'other'],
  ['rout_insp_machinery', 'machinery'],
  ['rout_insp_repair', 'repair'],
  ['rout_insp_maintain', 'maintain'],
];

/**
 * Equipment with answered records: in every demo project four devices (the two subA projects together cover
 * all eight viewer device types), each bound to its project's template of its type, with two records of each
 * kind (5 and 1 days ago), mostly passing answers.
 */
export const seedInspection: SeedStep = async (q, ctx) => {
  const projects = Object.entries(ctx.projects);
  for (const [pi, [, projectId]] of projects.entries()) {
    const project = await q.one<{ company_id: number; project_name: string; project_no: string }>(
      'SELECT company_id, project_name, project_no FROM projects WHERE id = $1',
      [projectId],
    );
    if (!project) continue;
    for (let k = 0; k < 4; k++) {
      const spec = TEMPLATE_SPECS[(pi + 2 * k) % TEMPLATE_SPECS.length]!;
      const template = await q.one<{ id: number }>(
        'SELECT id FROM rout_insp_content WHERE project_id = $1 AND device_type = $2 AND if_del = 0 ORDER BY id LIMIT 1',
        [projectId, spec.deviceType],
      );
      const contentId = template?.id ?? null;
      const device = await q.one<{ id: number }>(
        `INSERT INTO rout_insp_manage (company_id, project_id, project_name, device_type, device_name, device_no, model, content_id, audit_status, user_id, user_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '系统管理员') RETURNING id`,
        [
          project.company_id, projectId, project.project_name, spec.deviceType, `${spec.deviceType}${k + 1}#`,
          `${project.project_no}-SB${String(k + 1).padStart(2, '0')}`, MODELS[spec.deviceType] ?? '', contentId, k % 2 === 0 ? 2 : 1,
          ctx.users.sysadmin ?? null,
        ],
      );
      for (const [table, list] of RECORD_TABLES) {
        for (const daysAgo of [5, 1]) {
          const seed = pi * 7 + k * 3 + daysAgo;
          const recList = questionListJson(spec[list], (i) => ((i + seed) % 6 === 0 ? 1 : 0));
          await q.exec(
            `INSERT INTO ${table} (company_id, project_id, device_id, content_id, device_type, rec_list, record_time, user_id, user_name)
             VALUES ($1, $2, $3, $4, $5, $6::jsonb, now() - make_interval(days => $7::int) , $8, '系统管理员')`,
            [project.company_id, projectId, device!.id, contentId, spec.deviceType, recList, daysAgo, ctx.users.sysadmin ?? null],
          );
        }
      }
    }
  }
};
