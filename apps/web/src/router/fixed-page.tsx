import { MenuRoutesViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/container-context';
import { pageFor } from './page-registry';

/**
 * A back-office fixed route of SPEC §2.1 (/MyAccount/index, /deviceManagement/maintenance, …): its page from the
 * registry, titled like the menu entry of the same path when the permission tree has one.
 */
export const FixedPage = observer(function FixedPage({ path, component, title }: { path: string; component?: string; title: string }) {
  const menuRoutes = useInjection(MenuRoutesViewModel);
  const Page = pageFor(component);
  return <Page title={menuRoutes.routeFor(path)?.title ?? title} />;
});
