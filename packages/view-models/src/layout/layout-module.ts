import { ContainerModule } from 'inversify';
import { BreadcrumbViewModel } from './breadcrumb-view-model';
import { LayoutViewModel } from './layout-view-model';

/** Layout area: the back-office frame state and its breadcrumb, shared app-wide. */
export const layoutModule = new ContainerModule(({ bind }) => {
  bind(LayoutViewModel).toSelf().inSingletonScope();
  bind(BreadcrumbViewModel).toSelf().inSingletonScope();
});
