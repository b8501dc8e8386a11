/** @packageDocumentation MobX view-models of the back office and their inversify container modules (SPEC §2–§5, §8). */

// Ports defined here (implemented by apps/web)
export { AppNavigator } from './ports/app-navigator';
export { CookieStorage } from './ports/cookie-storage';
export type { PickedFile } from './ports/data-url-reader';
export { DataUrlReader } from './ports/data-url-reader';
export { FileSaver } from './ports/file-saver';

// Messages and helpers
export { vmMessages, uploadFailedMessage, recordFormTitle, recordDetailTitle, recordPlaceholder } from './messages';
export { failureMessage, alreadyReported, reportFailure } from './support/failure-message';
export type { SessionUser, CompanyTarget, MonitorPatch } from './support/session-user';
export { readSessionUser, writeSessionUser } from './support/session-user';

// Session area
export type { Credentials } from './session/session-view-model';
export { SessionViewModel } from './session/session-view-model';
export type { SessionChange } from './session/session-state';
export { CurrentUserViewModel } from './session/current-user-view-model';
export { CurrentCompanyViewModel } from './session/current-company-view-model';
export { MenuAccessViewModel } from './session/menu-access-view-model';
export type { SidebarItem } from './session/menu-routes-view-model';
export { MenuRoutesViewModel } from './session/menu-routes-view-model';
export { BackOfficeModeViewModel } from './session/back-office-mode-view-model';
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
export type { NoticeView } from './notices/notices-view-model';
export { UNREAD, NoticesViewModel, NOTICES_PAGE, ALARM_NOTICES_VIEW } from './notices/notices-view-model';
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
export { ProjectOverviewViewModel, paperLines } from './projects/project-overview-view-model';
export type { OverviewMarker, ProjectBrief, ProjectOverviewAnswer, ProjectPapers, StatusCount } from './projects/project-overview-view-model';
export { projectsModule } from './projects/projects-module';

// Workbench area (the back-office home)
export type { WorkbenchFigureView, WorkbenchNoticeView, WorkbenchTodoItemView, WorkbenchTodoView } from './workbench/workbench-view-model';
export { WorkbenchViewModel } from './workbench/workbench-view-model';
export { workbenchModule } from './workbench/workbench-module';

// Register area
export type { RegisterField } from './register/register-view-model';
export { REGISTER_FIELDS, RegisterViewModel } from './register/register-view-model';
export { registerModule } from './register/register-module';

// Templates area
export { toInspectionTemplate } from './templates/to-inspection-template';
export { TemplateListViewModel } from './templates/template-list-view-model';
export { TEMPLATE_DICTIONARY_TABLE, TemplateFormViewModel } from './templates/template-form-view-model';
export { RecordViewerViewModel } from './templates/record-viewer-view-model';
export type { ChecklistForm } from './templates/checklist-editor-view-model';
export { ChecklistEditorViewModel } from './templates/checklist-editor-view-model';
export { templatesModule } from './templates/templates-module';

// Generic record pages
export type { RecordRow, FieldOption } from './records/record-fields';
export { fieldValue, displayText, fieldOptions, rowId } from './records/record-fields';
export type { FormInput, PickedBytes, ListAction, ListColumn, FormDialog, DetailDialog, ListPage, UrlListState } from './records/list-page';
export { confirmDiscard } from './records/form-dirty';
export { defaultListQuery, parseListQuery, serializeListQuery, type ListQuery, type ListQueryShape } from './records/list-query';
export type { RecordColumn, RecordActionKind, RecordRowAction, RecordToolbarAction, ImportOutcome } from './records/record-list-view-model';
export { RECORD_LIST_PAGER, RecordListViewModel } from './records/record-list-view-model';
export { RecordRowsViewModel } from './records/record-rows-view-model';
export { RecordExcelViewModel } from './records/record-excel-view-model';
export { AppContainer, bindAppContainer } from './support/app-container';
export type { RecordFormMode, RecordFormField } from './records/record-form-view-model';
export { RecordFormViewModel } from './records/record-form-view-model';
export type { RecordDetailItem, RecordTrailEntry } from './records/record-detail-view-model';
export { RecordDetailViewModel } from './records/record-detail-view-model';
export type { RecordMoveField } from './records/record-move-view-model';
export { RecordMoveViewModel } from './records/record-move-view-model';
export { RecordCallDialogViewModel } from './records/record-call-dialog-view-model';
export { RecordTabsViewModel, TAB_PARAM, type RecordTab } from './records/record-tabs-view-model';
export type { RecordListHandle, RecordRowExtension, RecordToolbarExtension, RecordExtension } from './records/record-extensions';
export { RecordExtensions } from './records/record-extensions';
export { remoteChoiceSource } from './records/record-choice-source';
export { RecordPageFactory } from './records/record-page-factory';
export { recordsModule } from './records/records-module';

// Administration area
export type { MenuGrant, GrantNode, CheckState } from './administration/grant-tree';
export { GrantSelection, toGrantNodes } from './administration/grant-tree';
export type { GrantedRole } from './administration/grant-tree-view-model';
export { GrantTreeViewModel } from './administration/grant-tree-view-model';
export type { UserRow } from './administration/user-actions-view-model';
export { UserActionsViewModel, userRowOf } from './administration/user-actions-view-model';
export { userExtension, roleExtension } from './administration/administration-extensions';
export type { AssignmentChoice, AssignedUser } from './administration/user-assignment-view-model';
export { UserAssignmentViewModel } from './administration/user-assignment-view-model';
export { WatchedCompaniesViewModel } from './administration/watched-companies-view-model';
export type { CompanyRow, CompanyField } from './administration/company-tree-view-model';
export type { TreeEditor } from './administration/tree-editor';
export type { FormChoice, TreeFormField } from './administration/tree-form';
export { COMPANY_TREE_DEPTH, CompanyTreeViewModel } from './administration/company-tree-view-model';
export type { TreeNode } from './administration/record-tree';
export { toTree, flattenTree as flattenRecordTree } from './administration/record-tree';
export type { MenuLine, MenuField } from './administration/menu-tree-view-model';
export { MenuTreeViewModel } from './administration/menu-tree-view-model';
export { supplierRecordType } from './administration/supplier-record-type';
export { administrationModule } from './administration/administration-module';
export { concreteModule } from './concrete/concrete-module';
export { concreteScreenModule } from './concrete/concrete-screen-module';
export { concreteMessages } from './concrete/concrete-messages';
export { DeliveryViewModel, type TankerChoice } from './concrete/delivery-view-model';
export { TankerBindViewModel, type PlantChoice } from './concrete/tanker-bind-view-model';
export { OrderHistoryViewModel, type OrderHistoryLine } from './concrete/order-history-view-model';
export { TransportRecordsViewModel, TRANSPORT_PAGE_SIZE, type TransportRow } from './concrete/transport-records-view-model';
export { formatSiteTime } from './concrete/site-time-text';
export { ConcreteReportViewModel } from './concrete/concrete-report-view-model';
export type { ConcreteReport, ReportColumn } from './concrete/concrete-reports';
export { ProductionScreenViewModel, screenWithParams } from './concrete/production-screen-view-model';

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

// Large-screen area
export type { StreamEvent, EventStreamHandlers, EventStreamConnection } from './large-screen/ports/event-stream';
export { EventStream } from './large-screen/ports/event-stream';
export { FullScreen } from './large-screen/ports/full-screen';
export {
  CLOCK_TICK_MS,
  REFRESH_DELAY_MS,
  DESIGN_WIDTH_PX,
  BASE_FONT_PX,
  FONT_SCALE_CAP,
  PRODUCTION_MIN_WIDTH_PX,
  RESIZE_THROTTLE_MS,
  FULL_SCREEN_KEY_CODE,
  FULL_SCREEN_KEYS,
  GAUGE_MIN,
  GAUGE_MAX_CELSIUS,
  TEMPERATURE_GAUGE_MAX,
} from './large-screen/large-screen-constants';
export { screenMessages } from './large-screen/large-screen-messages';
export type { RootFontOptions } from './large-screen/root-font-size';
export { rootFontPx } from './large-screen/root-font-size';
export type { PanelPoint, PanelSeriesLine, PanelMarker, PanelCell, PanelData } from './large-screen/panel-data';
export { NO_DATA, toPanelData, hasData, pick } from './large-screen/panel-data';
export type { MapView } from './large-screen/map-view';
export { MAP_DEFAULT_ZOOM, mapViewOf } from './large-screen/map-view';
export type { LiveReading, LiveAlarm } from './large-screen/live-events';
export type { DeviceRow, MetricLabel } from './large-screen/device-rows';
export type {
  PanelSource,
  KpiItem,
  TableColumn,
  ChartKind,
  ChartPanel,
  InfoPanel,
  KpiPanel,
  GaugePanel,
  MapPanel,
  TablePanel,
  AlarmPanel,
  DevicePanel,
  VideoPanel,
  PanelDefinition,
  PanelKind,
  ScreenLayout,
  ScreenScope,
  ScreenFrame,
  ScreenDefinition,
} from './large-screen/screen-definition';
export type { ScreenId } from './large-screen/screens/screen-catalogue';
export type { ScreenCatalogue } from './large-screen/screens/screen-routes';
export { loadScreenCatalogue } from './large-screen/screens/load-screen-catalogue';
export { ScreenClockViewModel } from './large-screen/screen-clock-view-model';
export { ScreenScaleViewModel } from './large-screen/screen-scale-view-model';
export type { KeyPress } from './large-screen/full-screen-view-model';
export { FullScreenViewModel } from './large-screen/full-screen-view-model';
export type { ScreenTab } from './large-screen/large-screen-header-view-model';
export { LargeScreenHeaderViewModel, sortIdOf } from './large-screen/large-screen-header-view-model';
export type { PushedAlarm } from './large-screen/live-feed-view-model';
export { PUSH_STREAM_PATH, PUSH_EVENTS, LiveFeedViewModel } from './large-screen/live-feed-view-model';
export type { LoadState, KpiValue, GaugeValue } from './large-screen/screen-view-model';
export { SCREEN_REFRESH_MS, ScreenViewModel } from './large-screen/screen-view-model';
export type { HistoryDevice, HistoryLine, DeviceHistory, HistoryState } from './large-screen/device-history-view-model';
export { DeviceHistoryViewModel, deviceHistoryOf } from './large-screen/device-history-view-model';
export { largeScreenModule } from './large-screen/large-screen-module';

// Composition
export { viewModelModules } from './view-model-modules';
export type { IssuedDeviceKey } from './devices/device-key-view-model';
export { DeviceKeyViewModel } from './devices/device-key-view-model';
export type { MaintenanceKind, MaintenanceRecordRow } from './devices/maintenance-records-view-model';
export { MaintenanceRecordsViewModel, MAINTENANCE_KINDS } from './devices/maintenance-records-view-model';
export { KEYED_DEVICE_TYPES, TELEMETRY_DEVICE_TYPES } from './devices/device-extensions';
export { deviceMessages } from './devices/device-messages';
export { devicesModule } from './devices/devices-module';
export { personnelModule } from './personnel/personnel-module';
export { payrollModule } from './payroll/payroll-module';
export { payrollMessages } from './payroll/payroll-messages';
export type { PayrollLineRow } from './payroll/payroll-lines-view-model';
export { PayrollLinesViewModel } from './payroll/payroll-lines-view-model';
export { progressModule } from './progress/progress-module';
export { PlanGanttViewModel } from './progress/plan-gantt-view-model';
export type { GanttPoint, GanttTaskRow } from './progress/plan-gantt';
export { DELAYED_COLOR, ganttPoints } from './progress/plan-gantt';
export { personnelMessages } from './personnel/personnel-messages';
export type { PrintedContract } from './personnel/contract-print-view-model';
export { ContractPrintViewModel } from './personnel/contract-print-view-model';
export type { MonitorTarget, MonitorMetric } from './monitoring/telemetry-monitor-view-model';
export { TelemetryMonitorViewModel, LIVE_REFRESH_MS, kindMetrics } from './monitoring/telemetry-monitor-view-model';
export { monitoringModule } from './monitoring/monitoring-module';
