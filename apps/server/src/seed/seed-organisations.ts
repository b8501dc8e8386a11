import type { SeedStep } from '../shared/seed-step';

/**
 * Organisations per company (company-type codes of SPEC §3), a few of them suppliers, linked to projects
 * (one filed under a project, so project users see it), with the owning company's district code.
 */
export const seedOrganisations: SeedStep = async (q, ctx) => {
  const rows: [string, string, number, string, string, string, number, string | null][] = [
    ['subA', '深圳华信工程监理有限公司', 7, '91440300MA5F000001', '陈监理', '13900000001', 0, 'nanshanTower'],
    ['subA', '南山建工劳务有限公司', 6, '91440300MA5F000002', '刘劳务', '13900000002', 0, null],
    ['subA', '鹏城建材供应有限公司', 3, '91440300MA5F000003', '黄材料', '13900000003', 1, null],
    ['subA', '深港商砼有限公司', 13, '91440300MA5F000004', '周商砼', '0755-86001234', 1, null],
    ['branchA1', '南山设备租赁有限公司', 2, '91440300MA5F000005', '吴设备', '13900000005', 1, null],
    ['subB', '宝安路桥勘察设计院', 10, '91440300MA5F000006', '郑勘察', '13900000006', 0, null],
    ['subB', '宝安检测中心', 14, '91440300MA5F000007', '冯检测', '13900000007', 0, null],
    ['group', '华建集团物业服务有限公司', 4, '91440300MA5F000008', '孙后勤', '13900000008', 0, null],
    ['other', '天河建筑劳务有限公司', 6, '91440100MA5F000009', '何劳务', '13900000009', 0, null],
    ['other', '羊城建材有限公司', 3, '91440100MA5F000010', '罗材料', '13900000010', 1, null],
  ];
  const ids: Record<string, number> = {};
  for (const [company, name, type, credit, contactor, phone, supply, project] of rows) {
    const row = await q.one<{ id: number }>(
      `INSERT INTO organisations (company_id, project_id, org_name, org_type, credit_code, contactor, contact_phone, is_supply, district_code, address)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, district_code, '' FROM companies WHERE id = $1 RETURNING id`,
      [ctx.companies[company], project ? ctx.projects[project] : null, name, type, credit, contactor, phone, supply],
    );
    ids[name] = row!.id;
  }
  const links: [string, string][] = [
    ['nanshanTower', '南山建工劳务有限公司'],
    ['nanshanTower', '鹏城建材供应有限公司'],
    ['qianhaiHub', '深圳华信工程监理有限公司'],
    ['baoanBridge', '宝安路桥勘察设计院'],
    ['baoanBridge', '宝安检测中心'],
    ['tianheMall', '天河建筑劳务有限公司'],
  ];
  for (const [project, org] of links) await q.exec('INSERT INTO project_orgs (project_id, org_id) VALUES ($1, $2)', [ctx.projects[project], ids[org]]);
};
