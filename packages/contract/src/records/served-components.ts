import { recordTypeForComponent } from './record-type-for-component';

/**
 * Menu component paths (navigatePageUrlPC) the web serves with a screen of its own rather than the generic record
 * page: the page registry's `loaders` that are menu entries, and 供应商 (a view of 组织机构). Kept here so the grant
 * tree can tell a page the product serves from one that would show 该功能正在建设中 (docs/decisions/0601).
 */
export const SCREEN_COMPONENTS: ReadonlySet<string> = new Set([
  'MyAccount/index',
  'MessageNotification/MessageNotifications',
  'MessageNotification/alarmNotice',
  'LargeScreen/EnterpriseScreen/overview',
  'LargeScreen/ProjectScreen/projectOverview',
  'LargeScreen/SupervisoryScreen/overview',
  'carmanage/transport/index',
  'environment/dustMonitor/index',
  'gasDetection/gasRecord/index',
  'projectManage/taskList/index',
  'orgManage/supplier/index',
]);

/**
 * True when the product serves a page at `component`: a screen of its own, or the generic record page of the
 * declared type the path lists (one with a list call, as the page registry decides). Any other path is a page
 * that does not exist yet (the under-construction page).
 */
export function componentServed(component: string): boolean {
  if (SCREEN_COMPONENTS.has(component)) return true;
  return recordTypeForComponent(component)?.endpoints.list !== undefined;
}
