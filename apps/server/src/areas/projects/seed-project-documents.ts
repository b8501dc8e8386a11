import type { Queryable } from '../../db/database';
import type { SeedContext, SeedStep } from '../../shared/seed-step';

/** Company and district of a seeded project, copied onto its records as the save hooks do. */
async function projectScope(q: Queryable, ctx: SeedContext, key: string): Promise<[number, number, string]> {
  const id = ctx.projects[key]!;
  const row = await q.one<{ company_id: number; district_code: string }>('SELECT company_id, district_code FROM projects WHERE id = $1', [id]);
  return [id, row!.company_id, row!.district_code];
}

type Qualification = [project: string, org: string, type: string, grade: string, no: string, authority: string, issued: string, validUntil: string];
type Licence = [project: string, no: string, builder: string, constructor: string, supervisor: string, designer: string, area: number, amount: number, start: string, end: string, authority: string, issued: string];
type FinishCheck = [project: string, date: string, organiser: string, participants: string, conclusion: 1 | 2, filingNo: string, filingDate: string | null, opinion: string];

const QUALIFICATIONS: readonly Qualification[] = [
  ['nanshanTower', '华建第一工程有限公司', '建筑工程施工总承包', '一级', 'D144030521', '广东省住房和城乡建设厅', '2023-05-10', '2028-05-09'],
  ['nanshanTower', '深圳鹏城建设监理有限公司', '房屋建筑工程监理', '甲级', 'E144030876', '广东省住房和城乡建设厅', '2022-08-01', '2027-07-31'],
  ['qianhaiHub', '华建第一工程有限公司', '市政公用工程施工总承包', '二级', 'D244030988', '深圳市住房和建设局', '2024-01-15', '2029-01-14'],
  ['baoanBridge', '华建路桥建设有限公司', '公路工程施工总承包', '一级', 'D144030612', '广东省住房和城乡建设厅', '2021-11-20', '2026-12-31'],
  ['tianheMall', '远景建设集团有限公司', '建筑工程施工总承包', '特级', 'D144010003', '中华人民共和国住房和城乡建设部', '2020-06-30', '2027-06-29'],
];

const LICENCES: readonly Licence[] = [
  ['nanshanTower', '440305202502200101', '深圳湾科技园开发有限公司', '华建第一工程有限公司', '深圳鹏城建设监理有限公司', '深圳市建筑设计研究总院', 86500, 42000, '2025-03-01', '2027-06-30', '深圳市南山区住房和建设局', '2025-02-20'],
  ['baoanBridge', '440306202502260201', '深圳市宝安区交通运输局', '华建路桥建设有限公司', '广东交通监理有限公司', '广东省交通规划设计研究院', 12800, 98500, '2025-03-01', '2027-06-30', '深圳市宝安区住房和建设局', '2025-02-26'],
  ['tianheMall', '440106202502180301', '广州天河商业投资有限公司', '远景建设集团有限公司', '广州珠江工程监理有限公司', '广州市城市规划勘测设计研究院', 152000, 186000, '2025-03-01', '2027-06-30', '广州市天河区住房和建设局', '2025-02-18'],
];

const FINISH_CHECKS: readonly FinishCheck[] = [
  ['baoanSchool', '2026-01-15', '深圳市宝安区教育局', '华建路桥宝安分公司、深圳市宝安区建设工程质量监督站', 1, '440306JG2026001', '2026-02-01', '工程质量符合设计及规范要求，同意通过竣工验收。'],
  ['nanshanTower', '2026-09-18', '深圳湾科技园开发有限公司', '华建第一工程有限公司、深圳鹏城建设监理有限公司', 2, '', null, '消防通道及室外管网未完成，整改后重新组织验收。'],
  ['tianheMall', '2026-03-20', '广州天河商业投资有限公司', '远景建设集团有限公司、广州珠江工程监理有限公司', 1, '440106JG2026007', '2026-04-02', '同意通过竣工验收。'],
];

/**
 * 资质信息, 施工许可证 and 竣工验收 of the demo projects (docs/decisions/0360): fixed values, no random(), so
 * the rows are the same every seed; each project's company and district are copied onto its records.
 */
export const seedProjectDocuments: SeedStep = async (q, ctx) => {
  for (const [key, org, type, grade, no, authority, issued, valid] of QUALIFICATIONS) {
    const [project, company, district] = await projectScope(q, ctx, key);
    await q.exec(
      `INSERT INTO project_qualifications (company_id, project_id, district_code, org_name, qualification_type, qualification_grade,
         certificate_no, issuing_authority, issue_date, valid_until) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [company, project, district, org, type, grade, no, authority, issued, valid],
    );
  }
  for (const [key, no, builder, constructor, supervisor, designer, area, amount, start, end, authority, issued] of LICENCES) {
    const [project, company, district] = await projectScope(q, ctx, key);
    await q.exec(
      `INSERT INTO builder_licences (company_id, project_id, district_code, licence_no, builder_unit, construction_unit, supervision_unit,
         design_unit, building_area, contract_amount, planned_start, planned_end, issuing_authority, issue_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [company, project, district, no, builder, constructor, supervisor, designer, area, amount, start, end, authority, issued],
    );
  }
  for (const [key, date, organiser, participants, conclusion, filingNo, filingDate, opinion] of FINISH_CHECKS) {
    const [project, company, district] = await projectScope(q, ctx, key);
    await q.exec(
      `INSERT INTO project_finish_checks (company_id, project_id, district_code, check_date, organiser, participants, conclusion,
         filing_no, filing_date, opinion) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [company, project, district, date, organiser, participants, conclusion, filingNo, filingDate, opinion],
    );
  }
};
