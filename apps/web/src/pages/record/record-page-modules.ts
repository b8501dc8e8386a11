import { administrationModule, recordsModule, templatesModule } from '@worksite/view-models';
import type { ContainerModule } from 'inversify';

/**
 * View-model areas the record pages load with their lazy chunk (docs/decisions/0326): the record view-models
 * and any module that extends them (row / toolbar actions on RecordExtensions belong here, next to recordsModule):
 * the administration actions and dialogs (docs/decisions/0330); the maintenance templates, whose page is a
 * record page (their list, dialog, checklist editor and viewer, docs/decisions/0392).
 */
export const RECORD_PAGE_MODULES: readonly ContainerModule[] = [recordsModule, administrationModule, templatesModule];
