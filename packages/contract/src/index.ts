/** @packageDocumentation io-ts codecs, the endpoint catalogue, the menu catalogue, record types, strWhere and port tokens (SPEC §3, §7). */
export {
  WID,
  FROMPLAT_PC,
  FROMPLAT_MINAPP,
  API_BASE,
  UPLOAD_BASE,
  REQUEST_TIMEOUT_MS,
  PLUGIN_TIMEOUT_MS,
  TOKEN_REFRESH_MS,
  SUCCESS_CODES,
  LOGIN_SUCCESS_STATUS,
  TOKEN_SUCCESS_CODE,
  UPLOAD_SUCCESS_STATUS,
  UNAUTHORISED_CODE,
  FORBIDDEN_CODE,
  BLOCKED_CODE,
  DEFAULT_ORG_DATA_AUTHORITY_TYPE,
  BLOCKING_ORG_DATA_AUTHORITY_TYPE,
  PAGE_SIZES,
} from './constants';
export type { ApiBase } from './constants';

// Endpoint and record-type shapes
export type {
  HttpMethod,
  ButtonName,
  PermissionRequirement,
  EndpointAccess,
  EnvelopeKind,
  BodyEncoding,
  EndpointClient,
  Endpoint,
  EndpointCredentials,
  EndpointExample,
  TicketPurpose,
} from './endpoint';
export type {
  ScopeKind,
  FieldSpec,
  ComputedField,
  RecordAction,
  RecordApi,
  RecordCall,
  RecordDeclaration,
  RecordEndpoints,
  RecordType,
  Workflow,
  WorkflowTransition,
  DeclaredField,
  ServedApi,
  ServedCall,
  CallWire,
  FieldWire,
  RecordWire,
} from './record-type';
export type { FieldInput, FieldInputType, RemoteSource, GeometryShape, IdentityKind } from './records/declaration/field-input';
export type { FieldRule, FieldMask, FormatCheckName } from './records/declaration/field-rules';
export { FORMAT_CHECKS, SPEC_MASK, maskValue, failedRule } from './records/declaration/field-rules';
export { instantOf, isChoice, recordRuleFailures, siteDay, valueRuleError } from './records/declaration/cross-field-rules';
export type { DateOrder, DateWindow, NumberRange, RecordRuleInput, RuleFailure, RuleField, RuleRecordType } from './records/declaration/cross-field-rules';
export { RECORD_ACTIONS } from './records/declaration/record-declaration';
export type { MoveActor } from './records/declaration/record-declaration';
export { moveActorAllows, moveActorRefusal, type MoveCaller } from './records/declaration/workflow-actor';
export { choiceLabelField } from './records/declaration/choice-label-field';
export { excelExportFields, excelImportFields } from './records/declaration/excel-fields';
export { businessKeyOf, businessKeyText, keyTakenMessage } from './records/declaration/business-key';
export type { BusinessKey, BusinessKeyPer, ResolvedBusinessKey } from './records/declaration/business-key';
export { excelChoices, excelColumnHint } from './records/declaration/excel-hints';
export { declareRecord, callName, recordCalls } from './records/declaration/declare-record';
export { callDialogParts, type CallDialog, type CallDialogField, type CallDialogInput } from './records/declaration/call-dialogs';
export { DELETE_PREVIEW_CALL, DeleteDependant, DeletePreview, relationMessages } from './records/declaration/relations';
export { withRelationCalls } from './records/declaration/relation-calls';
export type { DeleteRule, RecordRelation } from './records/declaration/relations';
export { deleteOutcome, recordName, relationsOf, type ResolvedRelation } from './records/record-relations';
export { field, fieldLookup, snakeCase } from './records/declaration/fields';
export type { FieldOptions } from './records/declaration/fields';
export {
  sentFieldValue,
  writableFieldsOf,
  firstFieldError,
  fieldError,
  saveCodec,
  requestCodec,
  rowCodec,
  RecordIdRequest,
  RecordListRequest,
  RecordWriteAnswer,
} from './records/derive/record-codecs';
export { DEFAULT_BUTTONS, callAccess, callSpec, catalogueEntries, excelEntries } from './records/derive/record-catalogue';
export type { RecordCallParams } from './records/derive/record-catalogue';
export { EXCEL_TEMPLATE_CALL, ExcelImportAnswer, ExcelImportErrors, FileBytes, XLSX_MEDIA_TYPE, withExcelCalls } from './records/declaration/excel-calls';
export { recordMessages } from './records/record-messages';
export { acceptedNames, firstSentValue } from './wire-names';
export type { WireNames } from './wire-names';

// Declared parameters of hand-written calls (docs/decisions/0413)
export { param, callParamNames, sentCallParam, clashingParamNames } from './call-params/call-param';
export type { CallParam, CallParamKind, CallParams, CallParamValue, CallParamValues } from './call-params/call-param';
export { callParamsCodec, IdListParam } from './call-params/call-params-codec';
export {
  concConsumptionParams,
  concFilter,
  concNamedPlant,
  concProductPageParams,
  concSiteDays,
  concUserListParams,
} from './records/declaration/concrete-call-params';
export { alarmListParams } from './records/declaration/alarm-record-kind';
export type { CallParamsCodec } from './call-params/call-params-codec';

// Codecs
export {
  NumberFromStringOrNumber,
  StringFromStringOrNumber,
  BooleanFromAny,
  NumberLiteral,
  NumberIn,
  maybe,
  withDefault,
  JsonArrayOf,
} from './codecs/lenient';
export { Fromplat } from './codecs/fromplat';
export { MenuNode } from './codecs/menu-node';
export { CompanyEntry, MonitorInfo, MenuFunctionType, UserAuthType, UserInfo, userInfoProps } from './codecs/user-info';
export { MenuRecord, STORAGE_KEYS, StoredSelections } from './codecs/stored-selections';
export { WatchedCompany, CompanyTreeNode, Company, Department } from './codecs/company';
export { ProjectPosInfo, ProjectStatus, ProjectMapState, Project } from './codecs/project';
export { Template, TemplateSavePayload } from './codecs/template';
export { EquipmentRecordDetail } from './codecs/equipment-record-detail';
export { ListPage, ListResponse } from './codecs/list-response';
export { DictionaryOption } from './codecs/dictionary-option';
export { UploadResponse } from './codecs/upload-response';
export { PasswordForm } from './codecs/password-form';
export { TreeParent } from './codecs/tree-parent';
export { LngLat, MapMarker } from './codecs/map-marker';
export { ChartPoint, ChartSeries } from './codecs/chart-series';
export { NoticeReadFlag, NoticeType, Notice } from './codecs/notice';
export { Workbench, WorkbenchFigures, WorkbenchNotice, WorkbenchTodo, WorkbenchTodoItem, WorkbenchTodoKind } from './codecs/workbench';
export { WORKBENCH_TODO_PAGES } from './catalogue/workbench';
export { Organisation } from './codecs/organisation';
export { AuditStatus, User } from './codecs/user';
export {
  UpdatedWatchedCompanies,
  WatchableCompany,
  WatchedCompanies,
} from './codecs/watched-companies';
export { LoginResponse } from './codecs/login-response';
export { describeAs, describedAs } from './codecs/described-as';
export { Refusal, successEnvelope } from './envelope-codecs';
export { DeviceValues, IngestDevices, IngestReadings, TelemetryIngestAnswer, TelemetryIngestBody, telemetryIngestExamples } from './codecs/telemetry-ingest';
export { GateEvent, GateEventAnswer, GateEventsAnswer, GateEventsBody, gateEventsExamples } from './codecs/gate-events';
export { CompanySwitchResponse } from './codecs/company-switch-response';
export { OneUseTicket, TICKET_TTL_MS, TicketRequest } from './codecs/one-use-ticket';
export {
  LoginForm,
  AltLoginForm,
  ModifyPwdParams,
  MinappModifyPwdParams,
  CompanySwitchParams,
  RegisterForm,
  SendMessageParams,
} from './codecs/session-requests';
export {
  PageParams,
  ListParams,
  RecordIdParams,
  IdParams,
  UserProjectListParams,
  DictionaryGroupParams,
  DictionaryTypeParams,
  UploadFields,
  NoticeListParams,
  NoticeIdParams,
} from './codecs/common-requests';
export {
  TemplateListParams,
  TemplateDeleteParams,
  TemplateDetailParams,
  EquipmentRecordDetailParams,
} from './codecs/template-requests';

// Decoding and envelopes
export type { Violation, DecodeResult } from './decode-with';
export { ContractDecodeError, toViolations, decodeWith, decodeOrThrow } from './decode-with';
export type { EndpointResult, EndpointParams } from './envelope';
export {
  EnvelopeFrame,
  envelopeSucceeded,
  envelopeMessage,
  resultCodec,
  resultValue,
  successBody,
  failureBody,
} from './envelope';

// Endpoint catalogue
export type { EndpointSpec, DefinedEndpoints, ResourceAction } from './define-endpoints';
export { AnyParams, defineEndpoints, perm, buttonForAction } from './define-endpoints';
export type { EndpointName, CoreEndpointName, EndpointMatch } from './catalogue/endpoints';
export { endpoints, endpointAreas, endpointList, fullPath, matchPath, endpointByPath } from './catalogue/endpoints';
/**
 * The areas the back office's first load calls (sign-in, session, header, bell, upload). Code of that load names
 * its calls through these, not `endpoints`, so it does not carry every record declaration (docs/decisions/0415).
 */
export { sessionUserEndpoints } from './catalogue/session-users';
export { noticeEndpoints } from './catalogue/notices';
export { uploadEndpoints } from './catalogue/upload';
export { dictionaryEndpoints } from './catalogue/dictionary';
export { organisationEndpoints } from './catalogue/organisations';
export { projectEndpoints } from './catalogue/projects';

// Menu catalogue
export type { EntryFunctionType, MenuSubPage, MenuPage } from './menu/menu-page';
export { BUTTON_LABELS, LAYOUT_COMPONENT } from './menu/menu-page';
export type { PageKey, SubPageKey } from './menu/page-keys';
export { PAGE, SUBPAGE } from './menu/page-keys';
export { menuCatalogue, entriesGranting, findMenuPage, findMenuSubPage, menuHas } from './menu/menu-catalogue';
export type { ButtonGrant } from './menu/menu-nodes';
export { grantAll, toMenuNodes } from './menu/menu-nodes';

// strWhere
export type { StrWhereOp, StrWhereFieldKind, StrWhereValue, StrWhereCondition, StrWhereResult } from './str-where/str-where';
export {
  STR_WHERE_INVALID,
  STR_WHERE_MAX_LENGTH,
  STR_WHERE_MAX_CONDITIONS,
  parseStrWhere,
  formatStrWhere,
} from './str-where/str-where';

// Record types: every registered one (records/registry.ts), and the dictionary options the dictionary area reads by hand
export * from './records/registry';
export { dictionaryOptionRecord } from './records/dictionary-option-record';
export { recordTypes, DEFAULT_SCOPE_COLUMNS, strWhereFields, sortableColumns } from './records/record-types';
export { SHOWN_WITHIN, recordTabsForComponent, recordTypeForComponent, recordComponents } from './records/record-type-for-component';
export { SCREEN_COMPONENTS, componentServed } from './records/served-components';

// Ports
export { ApiGateway } from './ports/api-gateway';
export { TokenStore } from './ports/token-store';
export { KeyValueStorage } from './ports/key-value-storage';
export type { NotifyOptions } from './ports/notifier';
export { Notifier } from './ports/notifier';
export type { ConfirmRequest } from './ports/confirm-dialog';
export { ConfirmDialog } from './ports/confirm-dialog';
export type { DownloadedFile } from './ports/file-transfer';
export { FileTransfer } from './ports/file-transfer';
export type { TimerHandle } from './ports/clock';
export { Clock, Timer } from './ports/clock';
export type { ScreenPoint, ScreenSeries, ScreenMapMarker, ScreenQuery, ScreenProjectBrief, ScreenProjectOverview } from './catalogue/screens';
export { concreteScreenParams } from './catalogue/screens';
