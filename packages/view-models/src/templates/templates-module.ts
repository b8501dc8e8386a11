import { ContainerModule } from 'inversify';
import { ChecklistEditorViewModel } from './checklist-editor-view-model';
import { RecordViewerViewModel } from './record-viewer-view-model';
import { TemplateFormViewModel } from './template-form-view-model';
import { TemplateListViewModel } from './template-list-view-model';

/**
 * Templates area: a fresh list page (with its own dialog and viewer) each time the page opens; the dialog and its
 * checklist editor share one form per resolution (request scope).
 */
export const templatesModule = new ContainerModule(({ bind }) => {
  bind(TemplateListViewModel).toSelf().inTransientScope();
  bind(TemplateFormViewModel).toSelf().inRequestScope();
  bind(ChecklistEditorViewModel).toSelf().inRequestScope();
  bind(RecordViewerViewModel).toSelf().inTransientScope();
});
