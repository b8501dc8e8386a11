import { administrationModule, concreteModule, devicesModule, payrollModule, personnelModule, progressModule, recordsModule, templatesModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/**
 * View-model areas the record pages load with their lazy chunk (docs/decisions/0326): the record view-models
 * and any module that extends them (row / toolbar actions on RecordExtensions belong here, next to recordsModule):
 * the administration actions and dialogs (docs/decisions/0330), the concrete chain's (docs/decisions/0350), the
 * device actions (重置密钥, 维保记录; 0380, 0384); the maintenance templates, whose page is a record page (their
 * list, dialog, checklist editor and viewer, docs/decisions/0392); 人员花名册's 查看证件号 (0634); 工资发放's 工资明细 and 重新计算 (0680); 进度计划's Gantt chart (0722).
 */
export const RECORD_PAGE_MODULES: readonly ContainerModule[] = [recordsModule, administrationModule, concreteModule, devicesModule, templatesModule, personnelModule, payrollModule, progressModule];
