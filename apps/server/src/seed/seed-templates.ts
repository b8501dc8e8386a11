import type { SeedStep } from '../shared/seed-step';
import { TEMPLATE_SPECS, questionListJson } from './seed-template-questions';

/**
 * A template per record-viewer device type in every demo project, owned by the project's company (so every
 * company, the unrelated one included, has its own templates for scope tests).
 */
export const seedTemplates: SeedStep = async (q, ctx) => {
  for (const projectId of Object.values(ctx.projects)) {
    const project = await q.one<{ company_id: number; project_name: string; company_name: string }>(
      'SELECT p.company_id, p.project_name, c.name AS company_name FROM projects p JOIN companies c ON c.id = p.company_id WHERE p.id = $1',
      [projectId],
    );
    if (!project) continue;
    for (const spec of TEMPLATE_SPECS) {
      await q.exec(
        `INSERT INTO rout_insp_content (company_id, company_name, project_id, project_name, device_type, content_name, description,
                                        other_list, machinery_list, repair_list, maintain_list, user_id, user_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, '系统管理员')`,
        [
          project.company_id, project.company_name, projectId, project.project_name, spec.deviceType, spec.contentName, spec.description,
          questionListJson(spec.other), questionListJson(spec.machinery), questionListJson(spec.repair), questionListJson(spec.maintain),
          ctx.users.sysadmin ?? null,
        ],
      );
    }
  }
};
