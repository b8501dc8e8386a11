import { excelExportFields, findMenuSubPage, menuCatalogue, recordComponents, recordTypeForComponent, recordTypes, type FieldSpec, type RecordType } from '@worksite/contract';
import { lookupTable } from '@worksite/lookups';

/**
 * The table of the record-type e2e (issue 10, "Shown by"): every declared record type the generic record page
 * serves with its full set of calls (list, detail or not, create, update, delete), with what the test types into
 * its form. Everything else (labels, buttons the sysadmin holds, Excel columns, the calls) comes from the
 * declaration and the menu catalogue, so the table says only what a user would have to choose.
 */

/**
 * A form value: text typed into the field (`shows`: how the list and detail show it, when not as typed), the
 * label of the option chosen (lookup, remote choice), or a district picked level by level (province, city,
 * district: the options' names; the list and detail show them apart, 广东省 深圳市 南山区; docs/decisions/0525).
 */
export type FormValue = { readonly type: string; readonly shows?: string } | { readonly choose: string } | { readonly pick: readonly string[] };

export interface RecordTypeCase {
  /** Declared record type name (`recordTypes` key). */
  readonly type: string;
  /** The back office whose sidebar holds the entry. */
  readonly office: 'enterprise' | 'project';
  /** Sidebar group and entry (the entry's name is the page's `<h1>`). */
  readonly menu: readonly [group: string, entry: string];
  /**
   * The field naming the new record (a listed text field): the value typed gets a per-run suffix, so the row is
   * found by it in the list, the detail and the export.
   */
  readonly key: string;
  /** The other values of the create form, by field label (required fields, remote choices included). */
  readonly sample: Readonly<Record<string, FormValue>>;
  /**
   * Which rows the page lists to the sysadmin: every live row (its scope is everything), or only those of the
   * company it works in (departments and role groups belong to one company: decision 0110's list calls).
   */
  readonly lists?: 'all' | 'currentCompany';
  /** A listed text field changed by 编辑 and again by the import (its label; the values are made per run). */
  readonly change: string;
  /** Row actions that only read, shown to readonly_demo beside 查看 (维保记录's records dialog). */
  readonly readActions?: readonly string[];
  /** For the import with a bad row: a field and a value breaking a declared rule, and the rule's message. */
  readonly bad?: { readonly label: string; readonly value: string; readonly message: string };
  /**
   * Whether the demo seed has records of the type in two companies, to try another company's record with (a
   * case derived from a new type's declaration has none: the generic mount's scope is the server tests').
   */
  readonly seeded?: false;
}

const type = (text: string, shows?: string): FormValue => (shows === undefined ? { type: text } : { type: text, shows });
const choose = (label: string): FormValue => ({ choose: label });
const pick = (...names: string[]): FormValue => ({ pick: names });
/** The district a case picks: 广东省 → 深圳市 → 南山区 (440305, the seed's district). */
const NANSHAN = pick('广东省', '深圳市', '南山区');

/** A project sysadmin's scope holds (seed: apps/server/src/seed/seed-projects.ts). */
const PROJECT = '南山科技园综合楼项目';

export const RECORD_TYPE_CASES: readonly RecordTypeCase[] = [
  {
    type: 'project', office: 'enterprise', menu: ['项目管理', '项目列表'], key: '项目名称',
    // 管理区域: an area of the sysadmin's company (the group's 福田片区, seed-areas.ts; docs/decisions/0430).
    sample: { 项目编号: type('E2E-001'), 项目状态: choose('在建'), 管理区域: choose('福田片区'), 项目地址: type('深圳市南山区'), 项目经理: type('端到端') },
    change: '项目经理',
    bad: { label: '联系电话', value: '12345', message: '联系电话格式不正确' },
  },
  {
    type: 'organisation', office: 'enterprise', menu: ['组织管理', '组织机构'], key: '组织名称',
    sample: { 组织类型: choose('劳务分包'), 联系人: type('端到端'), 联系电话: type('13900000123') },
    change: '联系人',
  },
  {
    type: 'department', office: 'enterprise', menu: ['组织管理', '部门管理'], key: '部门名称', lists: 'currentCompany',
    sample: { 所属公司: choose('华建智造集团有限公司') }, change: '部门名称',
  },
  { type: 'roleGroup', office: 'enterprise', menu: ['系统管理', '角色组管理'], key: '角色组名称', lists: 'currentCompany', sample: {}, change: '角色组名称' },
  { type: 'deviceType', office: 'enterprise', menu: ['设备管理', '设备类型'], key: '设备类型名称', sample: { 描述: type('端到端描述') }, change: '描述' },
  { type: 'tadiaoDevice', office: 'enterprise', menu: ['设备管理', '塔吊设备'], key: '设备名称', sample: { 设备编号: type('TD-E2E-1'), 所属项目: choose(PROJECT) }, change: '设备编号' },
  { type: 'dustDevice', office: 'enterprise', menu: ['设备管理', '扬尘设备'], key: '设备名称', sample: { 设备编号: type('YC-E2E-1'), 所属项目: choose(PROJECT) }, change: '设备编号' },
  { type: 'videoMonitorDevice', office: 'enterprise', menu: ['设备管理', '视频设备'], key: '设备名称', sample: { 设备编号: type('SP-E2E-1'), 所属项目: choose(PROJECT) }, change: '设备编号' },
  {
    type: 'inspectionDevice', office: 'enterprise', menu: ['设备管理', '维保记录'], key: '设备名称',
    sample: { 设备类型: type('搅拌站'), 设备编号: type('WB-E2E-1'), 项目: choose(PROJECT) },
    change: '设备编号', readActions: ['维保记录'],
  },
  {
    type: 'concOrder', office: 'enterprise', menu: ['混凝土生产', '订单管理'], key: '浇筑部位',
    // 计划浇筑时间 may not fall before the day it is entered (docs/decisions/0520): a day years ahead.
    sample: { 下单项目: choose(PROJECT), 强度等级: choose('C30'), '方量(m³)': type('12'), 计划浇筑时间: type('2036-06-20T08:00', '2036-06-20 08:00'), 联系人: type('端到端') },
    change: '联系人',
  },
  { type: 'concFormula', office: 'enterprise', menu: ['混凝土生产', '配方管理'], key: '配合比编号', sample: { 搅拌站: choose('华建南山搅拌站'), 强度等级: choose('C35'), 坍落度: type('180±20') }, change: '坍落度' },
  { type: 'concPlant', office: 'enterprise', menu: ['混凝土生产', '生产设备'], key: '搅拌站名称', sample: { 设备编号: type('HZS-E2E-1'), 地址: type('深圳市南山区'), '产能(m³/h)': type('60') }, change: '地址' },
  { type: 'gasDevice', office: 'project', menu: ['气体检测', '检测设备'], key: '设备名称', sample: { 设备编号: type('QT-E2E-1'), 所属项目: choose(PROJECT) }, change: '设备编号' },
  { type: 'positionTagDevice', office: 'project', menu: ['人员定位', '标签管理'], key: '设备名称', sample: { 设备编号: type('DW-E2E-1'), 所属项目: choose(PROJECT) }, change: '设备编号' },
  { type: 'lprDevice', office: 'project', menu: ['智能识别', '车牌识别'], key: '设备名称', sample: { 设备编号: type('CP-E2E-1'), 所属项目: choose(PROJECT) }, change: '设备编号' },
  {
    type: 'qualification', office: 'enterprise', menu: ['项目管理', '资质信息'], key: '单位名称',
    sample: { 所属项目: choose(PROJECT), 资质类别: type('建筑工程施工总承包'), 资质等级: type('一级'), 证书编号: type('D1440E2E') },
    change: '资质等级',
  },
  {
    type: 'builderLicence', office: 'enterprise', menu: ['项目管理', '施工许可证'], key: '施工许可证编号',
    sample: { 所属项目: choose(PROJECT), 建设单位: type('端到端开发有限公司'), 施工单位: type('端到端施工有限公司'), 发证日期: type('2026-05-06') },
    change: '施工单位',
  },
  {
    type: 'finishCheck', office: 'enterprise', menu: ['项目管理', '竣工验收'], key: '组织单位',
    sample: { 所属项目: choose(PROJECT), 验收日期: type('2026-10-01'), 验收结论: choose('合格'), 备案编号: type('JG-E2E-1') },
    change: '备案编号',
  },
  { type: 'weighbridgeDevice', office: 'enterprise', menu: ['车辆管理', '地磅管理'], key: '设备名称', sample: { 设备编号: type('DB-E2E-1'), 所属项目: choose(PROJECT) }, change: '设备编号' },
  { type: 'lprCar', office: 'project', menu: ['智能识别', '车辆登记'], key: '车主', sample: { 车牌号: type('粤BE2E01'), 车辆类型: type('小型汽车'), 所属项目: choose(PROJECT) }, change: '车辆类型' },
  {
    type: 'area', office: 'enterprise', menu: ['区域管理', '区域设置'], key: '区域名称',
    sample: { 所辖行政区: NANSHAN, 负责人: type('端到端'), 联系电话: type('13900000456') },
    change: '负责人',
  },
  {
    type: 'pushConfig', office: 'enterprise', menu: ['平台推送', '推送配置'], key: '配置名称',
    sample: { 推送事件: choose('设备报警'), 推送方式: choose('站内消息'), 接收人: choose('enterprise_demo') },
    change: '配置名称',
  },
  {
    type: 'customer', office: 'enterprise', menu: ['客户管理', '客户列表'], key: '客户名称',
    sample: { 客户类型: choose('施工总承包'), 联系人: type('端到端'), 联系电话: type('13900000123') },
    change: '联系人',
    bad: { label: '联系电话', value: '12345', message: '联系电话格式不正确' },
  },
  {
    type: 'customerVisit', office: 'enterprise', menu: ['客户管理', '客户拜访'], key: '拜访人',
    sample: { 客户: choose('深圳湾科技园开发有限公司'), 拜访时间: type('2026-06-20T09:30', '2026-06-20 09:30'), 拜访方式: choose('电话沟通'), 拜访内容: type('端到端拜访内容') },
    change: '拜访内容',
  },
  {
    type: 'blacklistEntry', office: 'enterprise', menu: ['诚信评价', '黑名单'], key: '名称',
    sample: { 对象类型: choose('单位'), 列入原因: type('端到端列入原因'), 列入日期: type('2026-06-01') },
    change: '名称',
  },
  {
    type: 'creditEvaluation', office: 'enterprise', menu: ['诚信评价', '信用评价'], key: '评价周期',
    sample: { 评价对象: choose('南山建工劳务有限公司'), 评价得分: type('85') },
    change: '评价人',
  },
  {
    type: 'misconductRecord', office: 'enterprise', menu: ['诚信评价', '不良行为'], key: '对象名称',
    sample: { 所属项目: choose(PROJECT), 行为类别: choose('安全违规'), 行为描述: type('端到端行为描述'), 发生日期: type('2026-06-01') },
    change: '处理结果',
  },
  {
    type: 'rewardRecord', office: 'enterprise', menu: ['诚信评价', '奖励记录'], key: '对象名称',
    sample: { 奖励类别: choose('安全文明'), 奖励日期: type('2026-06-01') },
    change: '对象名称',
  },
];

/**
 * Record types of a menu page that this table leaves out, with why (the completeness test below holds every
 * other declared type with a menu page and full calls to be in the table).
 */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  user: 'administration: create needs a password and the page adds approval, reset and enable/disable (the grant e2e covers it)',
  role: 'administration: the role page is the grant tree editor (the grant e2e covers it)',
  tankerCar: 'declares no delete call',
  template: 'its page keeps SPEC §2.8\'s own texts (新建模板, the question-list form, the §2.9 viewer) and has its own e2e (templates.e2e.test.ts)',
  concTask: 'its order is named by its number (choiceLabel), which the seed generates from the run\'s dates: the table cannot name one; concrete.e2e.test.ts creates an order and a task for it by its number',
  alarmThreshold: 'no listed text field names a threshold (device type, metric, limits); alarm-handling.e2e.test.ts creates, lists and deletes one',
  monitoredCompany: 'a watch has nothing to edit (no update call), and its rows are the caller\'s own, not a company\'s; regional-supervision.test.ts watches and unwatches against the 监视公司 calls',
  shiftSchedule: 'a row is named by its team and day (no text names it) and its team and shift choices repeat their names across projects and companies; project-records.test.ts reads the seeded week and the hooks (docs/decisions/0641)',
  supervisionRecord: 'an issued inspection record is not edited or deleted (docs/decisions/0433): 新增 and the moves 整改完成 / 复查 are covered by regional-supervision.test.ts',
  bankAccount: 'a row is named by its worker (a choice of the roster) and every seeded worker already has its one account (docs/decisions/0681); payroll.test.ts covers the one-account refusal, 驳回, the resubmission and 银行确认',
  payrollSheet: 'a sheet is named by its team (a choice) and month, and the seed has this month\'s sheet of every team (docs/decisions/0680); payroll.test.ts covers 重新计算 and the moves',
  workerCertificate: 'a certificate is named by its kind and number but chosen for a worker of the roster, whose names the seed repeats across projects; certificates-contracts.test.ts covers create, the date order, the unique kind + number and the expiry notices',
  labourContract: 'a contract is named by its worker (a choice of the roster, the seed has one per worker): labour-chain.e2e.test.ts makes one for a new worker in the browser and 签订 it; certificates-contracts.test.ts covers the rest',
  hazard: 'a hazard needs a 责任人 of the roster (whose names the seed repeats across projects) and a deadline not before today; safety-progress.e2e.test.ts reports one in the browser and walks 整改 → 复查不通过 → 整改 → 复查通过, hazards.test.ts the rest',
  constructionLog: 'a log is named by its project and day (one per day, and the seed has the last 7 days): progress.test.ts covers create, the one-per-day key and 在场人数',
  planTask: 'a task is named by its WBS编码, which must fit the plan (format, parent, predecessors): progress.test.ts covers create, the refusals and the import; safety-progress.e2e.test.ts draws the Gantt',
  rightsNotice: 'one notice per project and the seed has the demo projects\' (docs/decisions/0684): a new one for 南山 is refused 该项目已有维权告示牌',
};

/** A value for a field a derived case fills, by its input: the first option of a lookup, the demo project, a valid text. */
function sampleOf(f: FieldSpec): FormValue | undefined {
  const input = f.input;
  const checks = (f.rules ?? []).map((r) => r.check);
  if (input?.type === 'lookup') return choose(lookupTable(input.table)[0]!.label);
  if (input?.type === 'remote') return input.source === 'project' ? choose(PROJECT) : undefined;
  if (input?.type === 'district') return NANSHAN;
  if (input?.type === 'date') return type('2026-06-01');
  if (input?.type === 'datetime') return type('2026-06-01T08:00', '2026-06-01 08:00');
  if (input?.type === 'time') return type('08:00');
  if (input?.type === 'number') return type('1');
  if (checks.includes('mobile') || checks.includes('phone')) return type('13900000123');
  // A valid ID number (GB 11643 check character); the list shows it masked (人员花名册, docs/decisions/0633).
  if (checks.includes('idCard')) return type('440304198805122030');
  if ((input?.type === 'text' || input?.type === 'multiline') && checks.length === 0) return type(`端到端${f.label}`);
  return undefined;
}

/** The sidebar group and entry of the menu component listing `rt`, and its back office. */
function menuOf(rt: RecordType): Pick<RecordTypeCase, 'office' | 'menu'> | undefined {
  for (const page of menuCatalogue) {
    for (const sub of page.subPages) {
      if (!recordComponents().includes(sub.component) || recordTypeForComponent(sub.component) !== rt) continue;
      return { office: (sub.menuFunctionType ?? page.menuFunctionType) === 1 ? 'project' : 'enterprise', menu: [page.title, sub.title] };
    }
  }
  return undefined;
}

/**
 * The case of a type the table does not name, derived from its declaration (a new plain type is walked without a
 * row here): named by its first listed required text field, its other required fields filled by `sampleOf`,
 * another listed text field changed, and an emptied name as the bad import row. Undefined when the declaration
 * does not say enough (a choice of another type's records, a field with rules).
 */
export function derivedCase(rt: RecordType): RecordTypeCase | undefined {
  const writable = rt.fields.filter((f) => !f.readOnly);
  // A text with `choices` is picked from a list, not typed: it names no case and is not the field changed.
  const texts = writable.filter((f) => f.listed && f.input?.type === 'text' && (f.rules ?? []).length === 0 && f.choices === undefined);
  const keyField = texts.find((f) => f.required !== undefined);
  const where = menuOf(rt);
  if (keyField === undefined || where === undefined) return undefined;
  const sample: Record<string, FormValue> = {};
  for (const f of writable.filter((x) => x.required !== undefined && x !== keyField)) {
    const value = sampleOf(f);
    if (value === undefined) return undefined;
    sample[f.label] = value;
  }
  const change = texts.find((f) => f !== keyField) ?? keyField;
  return { type: rt.name, ...where, key: keyField.label, sample, change: change.label, bad: { label: keyField.label, value: '', message: keyField.required! }, seeded: false };
}

/**
 * Every type the generic page serves with its full set of calls that neither the table nor LEFT_OUT names, as
 * derived cases (a type whose declaration says too little fails the completeness test instead).
 */
export function derivedCases(served: readonly RecordType[]): RecordTypeCase[] {
  const named = new Set([...RECORD_TYPE_CASES.map((c) => c.type), ...Object.keys(LEFT_OUT)]);
  return served.filter((rt) => !named.has(rt.name)).flatMap((rt) => derivedCase(rt) ?? []);
}

/** The declared type of a case. */
export function recordTypeOf(c: RecordTypeCase): RecordType {
  const rt = recordTypes[c.type];
  if (rt === undefined) throw new Error(`no declared record type ${c.type}`);
  return rt;
}

/** Buttons the sysadmin holds on the case's page: the menu catalogue's buttons of its sub-page. */
export function sysadminButtons(c: RecordTypeCase): readonly string[] {
  const rt = recordTypeOf(c);
  const sub = findMenuSubPage(rt.permission.page, rt.permission.subPage);
  if (sub === undefined) throw new Error(`${c.type}: sub-page ${rt.permission.page}/${rt.permission.subPage} is not in the menu catalogue`);
  return sub.buttons;
}

/** Labels of the type's Excel columns, in declaration order (the export's header row). */
export function excelLabels(rt: RecordType): string[] {
  return excelExportFields(rt).map((f) => f.label);
}

/** Whether the page offers 导出 / 导入 to the sysadmin: the button held and the call derived. */
export function excelOffered(c: RecordTypeCase): { export: boolean; import: boolean } {
  const rt = recordTypeOf(c);
  const buttons = sysadminButtons(c);
  // The contract derives the Excel calls where the menu gives the buttons and the type has Excel fields (0316).
  return { export: rt.endpoints.export !== undefined && buttons.includes('export'), import: rt.endpoints.import !== undefined && buttons.includes('inport') };
}
