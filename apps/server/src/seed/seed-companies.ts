import type { SeedStep } from '../shared/seed-step';

/**
 * A group company with two subsidiaries and a branch under each (three levels), a government authority and
 * an unrelated company (for scope tests), with departments.
 */
export const seedCompanies: SeedStep = async (q, ctx) => {
  const company = async (key: string, name: string, parent: string | null, district: string, globalProjectId: number | null) => {
    const row = await q.one<{ id: number }>(
      'INSERT INTO companies (parent_id, name, district_code, global_project_id) VALUES ($1, $2, $3, $4) RETURNING id',
      [parent ? ctx.companies[parent] : null, name, district, globalProjectId],
    );
    ctx.companies[key] = row!.id;
  };
  await company('group', '华建智造集团有限公司', null, '440300', 1);
  await company('subA', '华建第一工程有限公司', 'group', '440305', 2);
  await company('subB', '华建路桥建设有限公司', 'group', '440306', 3);
  await company('branchA1', '华建第一工程南山分公司', 'subA', '440305', 4);
  await company('branchB1', '华建路桥宝安分公司', 'subB', '440306', 5);
  await company('gov', '深圳市南山区住房和建设局', null, '440305', null);
  await company('other', '远景建设集团有限公司', null, '440106', 6);

  const dept = async (key: string, companyKey: string, name: string, parent?: string) => {
    const row = await q.one<{ id: number }>(
      'INSERT INTO departments (company_id, parent_id, name) VALUES ($1, $2, $3) RETURNING id',
      [ctx.companies[companyKey], parent ? ctx.departments[parent] : null, name],
    );
    ctx.departments[key] = row!.id;
  };
  await dept('groupOffice', 'group', '集团办公室');
  await dept('groupEquipment', 'group', '设备管理部');
  await dept('subAEngineering', 'subA', '工程部');
  await dept('subASafety', 'subA', '安全部', 'subAEngineering');
  await dept('subBEngineering', 'subB', '工程部');
  await dept('govSupervision', 'gov', '质量安全监督站');
  await dept('otherOffice', 'other', '综合办公室');
};
