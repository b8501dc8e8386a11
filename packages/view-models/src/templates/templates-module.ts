import { ContainerModule } from 'inversify';
import { RecordViewerViewModel } from './record-viewer-view-model';
import { TemplateFormViewModel } from './template-form-view-model';
import { TemplateListViewModel } from './template-list-view-model';

/** Templates area: a fresh list page (with its own dialog and viewer) each time the page opens. */
export const templatesModule = new ContainerModule(({ bind }) => {
  bind(TemplateListViewModel).toSelf().inTransientScope();
  bind(TemplateFormViewModel).toSelf().inTransientScope();
  bind(RecordViewerViewModel).toSelf().inTransientScope();
});
