import type { SeedStep } from '../shared/seed-step';

/** Six projects in several states and districts, with coordinates (Shenzhen and Guangzhou). */
export const seedProjects: SeedStep = async (q, ctx) => {
  const rows: [string, string, string, string, number, string, string, number, number][] = [
    ['nanshanTower', 'subA', '南山科技园综合楼项目', 'HJ-2025-001', 3, '440305', '深圳市南山区科技园南区', 113.9446, 22.5405],
    ['qianhaiHub', 'subA', '前海交通枢纽配套工程', 'HJ-2025-002', 2, '440305', '深圳市南山区前海大道', 113.8953, 22.5291],
    ['baoanBridge', 'subB', '宝安沿江高架桥工程', 'HJ-2025-003', 3, '440306', '深圳市宝安区沿江高速', 113.8203, 22.6376],
    ['baoanSchool', 'branchB1', '宝安区第二实验学校', 'HJ-2024-010', 4, '440306', '深圳市宝安区新安街道', 113.8838, 22.5553],
    ['futianPark', 'group', '福田中心公园改造', 'HJ-2026-001', 1, '440304', '深圳市福田区红荔路', 114.0583, 22.5489],
    ['tianheMall', 'other', '天河商业中心项目', 'YJ-2025-007', 5, '440106', '广州市天河区天河路', 113.3245, 23.1371],
  ];
  for (const [key, companyKey, name, no, status, district, address, lng, lat] of rows) {
    const row = await q.one<{ id: number }>(
      `INSERT INTO projects (company_id, project_name, project_no, project_status, district_code, address, lng, lat, start_date, end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, DATE '2025-03-01', DATE '2027-06-30') RETURNING id`,
      [ctx.companies[companyKey], name, no, status, district, address, lng, lat],
    );
    ctx.projects[key] = row!.id;
  }
};
