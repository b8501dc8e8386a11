import { SITE_TIME_ZONE } from '../../shared/site-time';
import type { SeedStep } from '../../shared/seed-step';

const siteDate = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });
const DAY = 86_400_000;

type Inspection = [
  project: string, inspector: string, checkDaysAgo: number, checkType: number, inspectors: string, problems: string, requirements: string,
  deadlineDaysAgo: number, status: 0 | 1 | 2, rectifyNote: string, rectifiedDaysAgo: number | null, reviewNote: string, reviewedDaysAgo: number | null,
];

/**
 * Inspections of the demo projects (docs/decisions/0433), dated back from the seed's instant: the 南山 authority's
 * four of its district's projects (one reviewed, one rectified awaiting review, two open), the group's of a
 * subsidiary's bridge and 远景's own inspection of its project. Fixed values, no random().
 */
const RECORDS: readonly Inspection[] = [
  [
    'nanshanTower', 'gov', 20, 1, '王监管、李安全', '塔吊附着装置螺栓松动一处；2号楼外脚手架连墙件缺失三处。', '立即紧固附着螺栓，补齐连墙件并组织验收。',
    13, 2, '已紧固附着螺栓，补齐连墙件，经监理验收合格。', 15, '现场复查合格。', 12,
  ],
  [
    'nanshanTower', 'gov', 6, 2, '王监管、赵质监', '深基坑监测数据未按时上报；基坑临边防护高度不足1.2米。', '三日内补报监测数据；临边防护加高至1.2米以上。',
    -1, 1, '已补报监测数据，临边防护已加高至1.2米并挂设警示标识。', 2, '', null,
  ],
  ['qianhaiHub', 'gov', 3, 3, '王监管', '扬尘在线监测设备离线；裸土未全部覆盖。', '恢复扬尘监测设备在线；裸土全部覆盖。', -4, 0, '', null, '', null],
  ['nanshanTower', 'gov', 1, 4, '王监管', '前次检查指出的消防通道占用仍未清理。', '立即清理消防通道并保持畅通。', -2, 0, '', null, '', null],
  ['baoanBridge', 'group', 10, 2, '集团安全部 周安', '桥墩模板支撑体系未按专项方案搭设。', '按专项方案重新搭设并经监理验收。', 3, 1, '已按方案重新搭设，监理验收通过。', 5, '', null],
  ['tianheMall', 'other', 5, 1, '远景安全部 黄检', '二层临时配电箱未上锁。', '配电箱加锁并张贴警示标识。', 2, 0, '', null, '', null],
];

/** 监管记录 of the demo projects; company and district are the project's, the inspector's name its own. */
export const seedSupervisionRecords: SeedStep = async (q, ctx) => {
  const day = (daysAgo: number) => siteDate.format(new Date(ctx.now - daysAgo * DAY));
  const at = (daysAgo: number | null) => (daysAgo === null ? null : new Date(ctx.now - daysAgo * DAY));
  for (const [project, inspector, checked, type, inspectors, problems, requirements, deadline, status, rectify, rectified, review, reviewed] of RECORDS) {
    await q.exec(
      `INSERT INTO supervision_records (company_id, project_id, district_code, inspector_company_id, inspector_name, check_date, check_type, inspectors,
         problems, requirements, deadline, status, rectify_note, rectified_at, review_note, reviewed_at, create_time)
       SELECT p.company_id, p.id, p.district_code, c.id, c.name, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
         FROM projects p, companies c WHERE p.id = $1 AND c.id = $2`,
      [
        ctx.projects[project], ctx.companies[inspector], day(checked), type, inspectors, problems, requirements, day(deadline), status, rectify, at(rectified),
        review, at(reviewed), at(checked),
      ],
    );
  }
};
