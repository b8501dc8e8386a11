import type { SeedStep } from '../../shared/seed-step';

type Area = [company: string, name: string, district: string, manager: string, phone: string, description: string, projects: string[]];

/** Each company's areas and the seeded projects in them (docs/decisions/0430): fixed values. */
const AREAS: readonly Area[] = [
  ['subA', '南山片区', '440305', '陈立新', '13800001101', '南山区科技园、蛇口一带的项目', ['nanshanTower']],
  ['subA', '前海片区', '440305', '刘海', '13800001102', '前海合作区内的项目', ['qianhaiHub']],
  ['subB', '宝安片区', '440306', '周宝林', '13800001201', '宝安区沿江、新安一带的项目，含宝安分公司的项目', ['baoanBridge', 'baoanSchool']],
  ['group', '福田片区', '440304', '吴福生', '13800001001', '集团直管的福田区项目', ['futianPark']],
  ['subA', '光明片区', '440311', '', '', '规划中，尚无项目', []],
  ['other', '天河片区', '440106', '黄天明', '13800001301', '广州天河区项目', ['tianheMall']],
];

/** 区域设置 of the demo companies and the 管理区域 of the seeded projects. */
export const seedAreas: SeedStep = async (q, ctx) => {
  for (const [company, name, district, manager, phone, description, projects] of AREAS) {
    const row = await q.one<{ id: number }>(
      'INSERT INTO areas (company_id, area_name, district_code, manager, contact_phone, description) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [ctx.companies[company], name, district, manager, phone, description],
    );
    if (projects.length) await q.exec('UPDATE projects SET area_id = $1 WHERE id = ANY($2::int[])', [row!.id, projects.map((p) => ctx.projects[p])]);
  }
};
