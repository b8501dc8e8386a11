import type { Template } from '@worksite/contract';
import type { InspectionTemplate } from '@worksite/templates';

/** A template as the contract decodes it → the templates package's read model (missing texts → ''). */
export function toInspectionTemplate(t: Template): InspectionTemplate {
  return {
    id: t.id,
    deviceType: t.deviceType ?? '',
    contentName: t.contentName ?? '',
    description: t.description ?? '',
    projectName: t.projectName ?? '',
    projectId: t.projectId,
    otherList: t.otherList ?? '',
    machineryList: t.machineryList ?? '',
    repairList: t.repairList ?? '',
    maintainList: t.maintainList ?? '',
  };
}
