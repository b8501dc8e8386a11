import { screenEntryTarget, screenListOfUserType, type ScreenListKind } from '@worksite/permissions';
import { CurrentUserViewModel } from '@worksite/view-models';
import { Navigate } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import type { PageProps } from './page-props';

const ENTRY_BY_SUB_PAGE: Readonly<Record<string, ScreenListKind>> = {
  enterpriseScreen: 'enterprise',
  projectScreen: 'project',
  supervisoryScreen: 'supervisory',
};

/**
 * A 大屏展示 menu entry opens its large screen at once (full-page, outside the back-office layout), replacing the
 * entry in the history so 后退 does not bounce back: the entry's own screen by its sub-page, else the viewer's
 * own kind (docs/decisions/0394). No route text is shown.
 */
export default function LargeScreenLinkPage({ subPageKey }: PageProps) {
  const currentUser = useInjection(CurrentUserViewModel);
  const list = ENTRY_BY_SUB_PAGE[subPageKey ?? ''] ?? screenListOfUserType(currentUser.userAuthType) ?? 'enterprise';
  return <Navigate to={screenEntryTarget(list)} replace />;
}
