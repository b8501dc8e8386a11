import { ContainerModule } from 'inversify';
import { IconGalleryViewModel } from './icon-gallery-view-model';
import { SearchFormViewModel } from './search-form-view-model';
import { SelectViewModel } from './select-view-model';
import { UploadViewModel } from './upload-view-model';
import { VirtualListViewModel } from './virtual-list-view-model';

/**
 * Widgets area: every widget instance owns its state, so each request gets a fresh one. The transport list
 * (TransportListViewModel) is bound by the concrete area, whose 运输记录 page is its only user (a lazy chunk).
 */
export const widgetsModule = new ContainerModule(({ bind }) => {
  bind(UploadViewModel).toSelf().inTransientScope();
  bind(SearchFormViewModel).toSelf().inTransientScope();
  bind(SelectViewModel).toSelf().inTransientScope();
  bind(VirtualListViewModel).toSelf().inTransientScope();
  bind(IconGalleryViewModel).toSelf().inTransientScope();
});
