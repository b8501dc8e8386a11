/** @packageDocumentation MobX view-models of the back office and their inversify container modules (SPEC §2–§5, §8). */

// Ports defined here (implemented by apps/web)
export { AppNavigator } from './ports/app-navigator';
export { CookieStorage } from './ports/cookie-storage';
export type { PickedFile } from './ports/data-url-reader';
export { DataUrlReader } from './ports/data-url-reader';

// Messages and helpers
export { vmMessages, uploadFailedMessage } from './messages';
export { failureMessage, alreadyReported, reportFailure } from './support/failure-message';
export type { SessionUser, CompanyTarget, MonitorPatch } from './support/session-user';
export { readSessionUser, writeSessionUser } from './support/session-user';

// Session area
export type { Credentials, SessionChange } from './session/session-view-model';
export { SessionViewModel } from './session/session-view-model';
export type { SidebarItem } from './session/menu-routes-view-model';
export { MenuRoutesViewModel } from './session/menu-routes-view-model';
export type { CompanyChoice, ProjectChoiceItem } from './session/company-switch-view-model';
export { CompanySwitchViewModel } from './session/company-switch-view-model';
export { MonitorViewModel } from './session/monitor-view-model';
export { sessionModule } from './session/session-module';

// Layout area
export type { DeviceKind } from './layout/layout-view-model';
export { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_REM, LayoutViewModel } from './layout/layout-view-model';
export { BreadcrumbViewModel } from './layout/breadcrumb-view-model';
export { layoutModule } from './layout/layout-module';

// Notices area
export { UNREAD, NoticesViewModel } from './notices/notices-view-model';
export { BROADCAST_HIDE_MS, BROADCAST_SCROLL_SECONDS, BroadcastBarViewModel } from './notices/broadcast-bar-view-model';
export { noticesModule } from './notices/notices-module';

// Password area
export type { PasswordFormVariant, PasswordField } from './password/password-change-view-model';
export { PasswordChangeViewModel } from './password/password-change-view-model';
export { passwordModule } from './password/password-module';

// Account area
export type { AccountProfile, AccountField } from './account/my-account-view-model';
export { MyAccountViewModel } from './account/my-account-view-model';
export { accountModule } from './account/account-module';

// Templates area
export { toInspectionTemplate } from './templates/to-inspection-template';
export { TemplateListViewModel } from './templates/template-list-view-model';
export { TEMPLATE_DICTIONARY_TABLE, TemplateFormViewModel } from './templates/template-form-view-model';
export { RecordViewerViewModel } from './templates/record-viewer-view-model';
export { templatesModule } from './templates/templates-module';

// Widgets area
export type { UploadConfig, UploadedFile } from './widgets/upload-view-model';
export { UploadViewModel } from './widgets/upload-view-model';
export type { SearchField } from './widgets/search-form-view-model';
export { SearchFormViewModel } from './widgets/search-form-view-model';
export type { SelectQuery, SelectPage, SelectSource, SelectOption } from './widgets/select-view-model';
export { SELECT_POPOVER_WIDTH, SelectViewModel } from './widgets/select-view-model';
export { VirtualListViewModel } from './widgets/virtual-list-view-model';
export type { TransportPage, TransportLoader } from './widgets/transport-list-view-model';
export { TransportListViewModel } from './widgets/transport-list-view-model';
export type { GalleryIcon } from './widgets/icon-gallery-view-model';
export { ICON_GALLERY_PAGE_SIZE, IconGalleryViewModel } from './widgets/icon-gallery-view-model';
export { widgetsModule } from './widgets/widgets-module';

// Composition
export { viewModelModules } from './view-model-modules';
