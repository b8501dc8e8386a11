import { ONLINE_STATE, onlineStateLabel } from './online-state';
import { AI_EVENT_KIND, SAMPLE_CATEGORY, SAMPLE_RESULT, aiEventKindLabel, sampleCategoryLabel, sampleResultLabel } from './ai-sample';
import { ALARM_LEVEL, alarmLevelLabel } from './alarm-level';
import { ALARM_RECORD_STATUS, alarmRecordStatusLabel } from './alarm-record-status';
import { TELEMETRY_METRIC, telemetryMetricLabel } from './telemetry-metric';
import { AUDIT_STATUS, auditStatusLabel } from './audit-status';
import { BANK_ACCOUNT_STATUS, bankAccountStatusLabel } from './bank-account-status';
import { CHECK_KIND, checkKindLabel } from './check-kind';
import { CHECK_RESULT, checkResultLabel } from './check-result';
import { CHECK_METHOD, checkMethodLabel } from './check-method';
import { COMPANY_TYPE, companyTypeLabel } from './company-type';
import { CUSTOMER_TYPE, VISIT_WAY, customerTypeLabel, visitWayLabel } from './customer';
import { DEVICE_KIND, deviceKindLabel } from './device-kind';
import {
  CONC_ORDER_STATUS,
  CONC_TASK_STATUS,
  PLANT_STATUS,
  SIGN_IN_STATUS,
  TANKER_STATUS,
  concOrderStatusLabel,
  concTaskStatusLabel,
  plantStatusLabel,
  signInStatusLabel,
  tankerStatusLabel,
} from './concrete-status';
import { FUNDS_TO_ACCOUNT_STATUS, fundsToAccountStatusLabel } from './funds-to-account-status';
import { GENDER, genderLabel } from './gender';
import { FINISH_CHECK_CONCLUSION, finishCheckConclusionLabel } from './finish-check-conclusion';
import { PUSH_CHANNEL, PUSH_EVENT_KIND, PUSH_RECORD_STATUS, pushChannelLabel, pushEventKindLabel, pushRecordStatusLabel } from './push-config';
import { HAZARD_TYPE, hazardTypeLabel } from './hazard-type';
import { BLACKLIST_STATUS, CREDIT_GRADE, EVALUATION_AUDIT_STATUS, INTEGRITY_SUBJECT_TYPE, MISCONDUCT_CATEGORY, REWARD_CATEGORY, blacklistStatusLabel, creditGradeLabel, evaluationAuditStatusLabel, integritySubjectTypeLabel, misconductCategoryLabel, rewardCategoryLabel } from './integrity';
import { WORKER_STATUS, workerStatusLabel } from './worker-status';
import { CERTIFICATE_KIND, CERTIFICATE_STATE, CERTIFICATE_VALIDITY, CONTRACT_FLAG, CONTRACT_PERIOD_TYPE, CONTRACT_STATUS, CONTRACT_UNIT, certificateKindLabel, contractStatusLabel } from './certificate-contract';
import { GATE_DECISION, GATE_DIRECTION, GATE_REFUSAL_REASON, gateDecisionLabel, gateDirectionLabel, gateRefusalReasonLabel } from './gate-access';
import { ATTENDANCE_JUDGEMENT, attendanceJudgementLabel } from './attendance-judgement';
import { PAYROLL_STATUS, payrollStatusLabel } from './payroll-status';
import { HAZARD_ESCALATION, HAZARD_LEVEL, HAZARD_ROUND_KIND, HAZARD_STATUS, hazardLevelLabel, hazardStatusLabel } from './hazard-loop';
import { SUPERVISION_CHECK_TYPE, SUPERVISION_RECORD_STATUS, supervisionCheckTypeLabel, supervisionRecordStatusLabel } from './supervision-record';
import type { LookupInput, LookupTable } from './lookup-table';
import { LOOKUP_NAMES, isLookupName, lookupLabel, lookupTable, lookupTables, type LookupName } from './lookup-tables';
import { PERSON_TYPE, personTypeLabel } from './person-type';
import { PLATE_UPLOAD_STATUS, plateUploadStatusLabel } from './plate-upload-status';
import { POLLUTION_SOURCE_TYPE, pollutionSourceTypeLabel } from './pollution-source-type';
import { PROJECT_MAP_STATE, projectMapStateLabel } from './project-map-state';
import { PROJECT_STATUS, projectStatusLabel } from './project-status';
import { USER_AUTH_TYPE, userAuthTypeLabel } from './user-auth-type';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Each table with SPEC §1/§3's codes, the chosen labels (decision 0011) and its label function. */
const CASES: [LookupName, LookupTable, (value: LookupInput) => string, Record<string, string>][] = [
  ['projectStatus', PROJECT_STATUS, projectStatusLabel, { 1: '筹备', 2: '立项', 3: '在建', 4: '竣工', 5: '停工' }],
  ['auditStatus', AUDIT_STATUS, auditStatusLabel, { 0: '新建', 1: '未审核', 2: '审核通过', 3: '审核驳回' }],
  [
    'pollutionSourceType',
    POLLUTION_SOURCE_TYPE,
    pollutionSourceTypeLabel,
    { 0: '项目', 1: '公共区域', 2: '检测机构', 3: '商砼站', 4: '消纳场', 5: '道路卡口', 6: '食堂', 999: '其他' },
  ],
  ['plateUploadStatus', PLATE_UPLOAD_STATUS, plateUploadStatusLabel, { 0: '未上传', 1: '上传成功', 2: '上传失败' }],
  ['fundsToAccountStatus', FUNDS_TO_ACCOUNT_STATUS, fundsToAccountStatusLabel, { 0: '未发放', 1: '已到账', 2: '未到账' }],
  ['alarmLevel', ALARM_LEVEL, alarmLevelLabel, { 1: '市级', 2: '区级', 3: '固定源' }],
  [
    'hazardType',
    HAZARD_TYPE,
    hazardTypeLabel,
    {
      1: '安全管理',
      2: '文明施工',
      3: '脚手架',
      4: '施工用电',
      5: '塔式起重机',
      6: '施工升降机',
      7: '物料提升机',
      8: '基坑支护',
      9: '模板支架',
      10: '施工机具',
      11: '三宝四口五临边',
    },
  ],
  [
    'checkKind',
    CHECK_KIND,
    checkKindLabel,
    { 1: '日常检查', 2: '季度检查', 3: '年度检查', 4: '项目部检查', 5: '监理质量检查', 6: '专项检查' },
  ],
  ['checkMethod', CHECK_METHOD, checkMethodLabel, { 1: '仪器检查', 2: '人工检查', 3: '混合检查' }],
  [
    'companyType',
    COMPANY_TYPE,
    companyTypeLabel,
    {
      1: '专业分包',
      2: '设备分包',
      3: '材料分包',
      4: '后勤服务',
      5: '特种设备',
      6: '劳务分包',
      7: '监理单位',
      8: '建设单位',
      9: '施工总承包',
      10: '勘察单位',
      11: '设计单位',
      12: '其他',
      13: '商砼站',
      14: '检测机构',
    },
  ],
  ['bankAccountStatus', BANK_ACCOUNT_STATUS, bankAccountStatusLabel, { 1: '已提交申请', 2: '银行已确认', 3: '已驳回' }],
  [
    'personType',
    PERSON_TYPE,
    personTypeLabel,
    {
      1001: '总监理工程师',
      1002: '总监理工程师代表',
      1003: '专业监理工程师',
      1004: '监理员',
      1005: '项目经理',
      1006: '项目副经理',
      1007: '项目技术负责人',
      1008: '施工员',
      1009: '安全员',
      1010: '质量员',
      1011: '材料员',
      1012: '资料员',
      1013: '机械员',
      1014: '劳务员',
      1015: '标准员',
      1016: '造价员',
      1017: '测量员',
      1018: '试验员',
      1019: '安全总监',
      1020: '生产经理',
      1021: '商务经理',
      1022: '建设单位项目负责人',
      1023: '勘察单位项目负责人',
      1024: '设计单位项目负责人',
      1025: '塔式起重机司机',
      1026: '施工升降机司机',
      1027: '信号司索工',
      1028: '建筑电工',
      1029: '建筑焊工',
      1030: '建筑架子工',
      1031: '起重机械安装拆卸工',
      1032: '班组长',
      1099: '其他',
    },
  ],
  ['userAuthType', USER_AUTH_TYPE, userAuthTypeLabel, { 0: '企业', 1: '政府', 2: '项目' }],
  [
    'projectMapState',
    PROJECT_MAP_STATE,
    projectMapStateLabel,
    { inProgress: '在建', stopped: '停工', finished: '竣工', waitingStart: '待开工', planning: '筹备', pointing: '当前定位' },
  ],
];

/** The codes SPEC §1/§3 lists for each table, independent of the labels above. */
const SPEC_CODES: Record<string, readonly (number | string)[]> = {
  projectStatus: range(1, 5),
  auditStatus: range(0, 3),
  pollutionSourceType: [...range(0, 6), 999],
  plateUploadStatus: range(0, 2),
  fundsToAccountStatus: range(0, 2),
  alarmLevel: range(1, 3),
  hazardType: range(1, 11),
  checkKind: range(1, 6),
  checkMethod: range(1, 3),
  companyType: range(1, 14),
  bankAccountStatus: range(1, 3),
  personType: [...range(1001, 1032), 1099],
  userAuthType: range(0, 2),
  projectMapState: ['inProgress', 'stopped', 'finished', 'waitingStart', 'planning', 'pointing'],
};

describe.each(CASES)('%s', (name, table, labelFn, labels) => {
  it('holds exactly the SPEC codes, in order', () => {
    expect(table.map((entry) => entry.value)).toEqual(SPEC_CODES[name]);
  });

  it('is the table registered under its name', () => {
    expect(lookupTables[name]).toBe(table);
    expect(lookupTable(name)).toBe(table);
  });

  it.each(Object.entries(labels))('code %s is labelled %s', (code, label) => {
    const value = table.find((entry) => String(entry.value) === code)?.value;
    expect(value).toBeDefined();
    expect(labelFn(value)).toBe(label);
    expect(labelFn(code)).toBe(label);
    expect(lookupLabel(name, value)).toBe(label);
  });

  it('labels are unique and non-empty', () => {
    const all = table.map((entry) => entry.label);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((label) => label.length > 0)).toBe(true);
    expect(Object.keys(labels)).toHaveLength(table.length);
  });

  it.each([
    [12345, '未知'],
    ['nope', '未知'],
    [undefined, ''],
    [null, ''],
    ['', ''],
  ])('unknown or missing %j → %j', (value, expected) => {
    expect(labelFn(value)).toBe(expected);
    expect(lookupLabel(name, value)).toBe(expected);
  });
});

/** The chosen code tables (docs/decisions/0200, 0150, 0220), registered after SPEC's: codes in display order with labels. */
const CHOSEN: [LookupName, LookupTable, (value: LookupInput) => string, [number | string, string][], string][] = [
  ['concOrderStatus', CONC_ORDER_STATUS, concOrderStatusLabel, [[0, '待审核'], [1, '已审核'], [2, '生产中'], [3, '已完成'], [4, '已取消']], '未知'],
  ['concTaskStatus', CONC_TASK_STATUS, concTaskStatusLabel, [[0, '待生产'], [1, '生产中'], [2, '已完成'], [3, '已取消']], '未知'],
  ['tankerStatus', TANKER_STATUS, tankerStatusLabel, [[0, '空闲'], [1, '装料'], [2, '运输中'], [3, '卸料'], [4, '返程']], '未知'],
  ['plantStatus', PLANT_STATUS, plantStatusLabel, [[1, '启用'], [0, '停用']], '未知'],
  ['signInStatus', SIGN_IN_STATUS, signInStatusLabel, [[0, '未签收'], [1, '已签收']], '未知'],
  ['alarmRecordStatus', ALARM_RECORD_STATUS, alarmRecordStatusLabel, [[1, '待处理'], [2, '处理中'], [3, '已关闭']], '未知'],
  [
    'deviceKind',
    DEVICE_KIND,
    deviceKindLabel,
    [['dust', '扬尘监测'], ['crane', '塔吊'], ['gas', '气体检测'], ['tag', '定位标签'], ['weighbridge', '地磅'], ['camera', '视频监控'], ['lpr', '车牌识别'], ['gate', '门禁']],
    'nope',
  ],
  ['gender', GENDER, genderLabel, [[1, '男'], [2, '女']], '未知'],
  [
    'aiEventKind',
    AI_EVENT_KIND,
    aiEventKindLabel,
    [['no_helmet', '未戴安全帽'], ['no_vest', '未穿反光衣'], ['intrusion', '区域入侵'], ['fire', '烟火识别'], ['smoking', '吸烟识别'], ['unwashed_vehicle', '车辆未冲洗']],
    'nope',
  ],
  [
    'sampleCategory',
    SAMPLE_CATEGORY,
    sampleCategoryLabel,
    [['concrete', '混凝土试块'], ['rebar', '钢筋'], ['cement', '水泥'], ['mortar', '砂浆'], ['waterproof', '防水材料'], ['block', '砌块'], ['aggregate', '砂石']],
    'nope',
  ],
  ['sampleResult', SAMPLE_RESULT, sampleResultLabel, [['pending', '待检测'], ['pass', '合格'], ['fail', '不合格']], 'nope'],
  ['finishCheckConclusion', FINISH_CHECK_CONCLUSION, finishCheckConclusionLabel, [[1, '合格'], [2, '不合格']], '未知'],
  ['pushEventKind', PUSH_EVENT_KIND, pushEventKindLabel, [[1, '设备报警'], [2, '环境报警'], [3, '证书到期提醒'], [4, '系统公告']], '未知'],
  ['pushChannel', PUSH_CHANNEL, pushChannelLabel, [[1, '站内消息'], [2, '短信'], [3, '大屏广播']], '未知'],
  ['pushRecordStatus', PUSH_RECORD_STATUS, pushRecordStatusLabel, [[1, '已送达'], [2, '未发送']], '未知'],
  ['supervisionCheckType', SUPERVISION_CHECK_TYPE, supervisionCheckTypeLabel, [[1, '日常巡查'], [2, '专项检查'], [3, '节假日检查'], [4, '复查']], '未知'],
  ['supervisionRecordStatus', SUPERVISION_RECORD_STATUS, supervisionRecordStatusLabel, [[0, '待整改'], [1, '已整改'], [2, '已复查']], '未知'],
  [
    'telemetryMetric',
    TELEMETRY_METRIC,
    telemetryMetricLabel,
    [
      ['dust', '总悬浮颗粒物'], ['pm25', 'PM2.5'], ['pm10', 'PM10'], ['noise', '噪声'], ['temperature', '温度'], ['humidity', '湿度'],
      ['windSpeed', '风速'], ['windDirection', '风向'], ['craneLoad', '吊重'], ['craneMoment', '力矩百分比'], ['craneHeight', '高度'],
      ['craneRadius', '幅度'], ['craneWind', '塔吊风速'], ['craneCycles', '吊装循环次数'], ['gas', '气体浓度'], ['tagLng', '经度'],
      ['tagLat', '纬度'], ['weight', '过磅重量'], ['gateRefusal', '拒绝通行'],
    ],
    'nope',
  ],
  ['onlineState', ONLINE_STATE, onlineStateLabel, [[1, '在线'], [0, '离线']], '未知'],
  ['customerType', CUSTOMER_TYPE, customerTypeLabel, [[1, '建设单位'], [2, '施工总承包'], [3, '专业分包'], [4, '商砼采购方'], [5, '其他']], '未知'],
  ['visitWay', VISIT_WAY, visitWayLabel, [[1, '上门拜访'], [2, '电话沟通'], [3, '视频会议'], [4, '其他']], '未知'],
  ['integritySubjectType', INTEGRITY_SUBJECT_TYPE, integritySubjectTypeLabel, [[1, '人员'], [2, '单位']], '未知'],
  ['blacklistStatus', BLACKLIST_STATUS, blacklistStatusLabel, [[1, '在册'], [2, '已解除']], '未知'],
  ['evaluationAuditStatus', EVALUATION_AUDIT_STATUS, evaluationAuditStatusLabel, [[0, '待审核'], [1, '已通过'], [2, '已驳回']], '未知'],
  ['creditGrade', CREDIT_GRADE, creditGradeLabel, [['A', 'A级'], ['B', 'B级'], ['C', 'C级'], ['D', 'D级']], '未知'],
  ['misconductCategory', MISCONDUCT_CATEGORY, misconductCategoryLabel, [[1, '安全违规'], [2, '质量问题'], [3, '拖欠工资'], [4, '合同违约'], [5, '其他']], '未知'],
  ['rewardCategory', REWARD_CATEGORY, rewardCategoryLabel, [[1, '安全文明'], [2, '质量优良'], [3, '按时履约'], [4, '技术创新'], [5, '其他']], '未知'],
  ['workerStatus', WORKER_STATUS, workerStatusLabel, [[1, '在场'], [2, '已退场']], '未知'],
  ['attendanceJudgement', ATTENDANCE_JUDGEMENT, attendanceJudgementLabel, [[1, '正常'], [2, '迟到'], [3, '早退'], [4, '迟到且早退'], [5, '缺勤'], [6, '缺卡'], [7, '未排班'], [8, '未到班']], '未知'],
  // 证书管理 and 劳务合同 (docs/decisions/0650–0654)
  ['certificateKind', CERTIFICATE_KIND, certificateKindLabel, [[1, '电工作业操作证'], [2, '焊接与热切割作业操作证'], [3, '登高架设作业操作证'], [4, '建筑起重机械司机操作证'], [5, '建筑起重信号司索工操作证'], [6, '建筑起重机械安装拆卸工操作证'], [99, '其他证书']], '未知'],
  ['certificateValidity', CERTIFICATE_VALIDITY, (v) => lookupLabel('certificateValidity', v), [[1, '有效'], [2, '30天内到期'], [3, '已过期']], '未知'],
  ['certificateState', CERTIFICATE_STATE, (v) => lookupLabel('certificateState', v), [[0, '无需持证'], [1, '正常'], [2, '即将到期'], [3, '已过期'], [4, '缺证']], '未知'],
  ['contractStatus', CONTRACT_STATUS, contractStatusLabel, [[1, '草稿'], [2, '已签订'], [3, '已终止']], '未知'],
  ['contractFlag', CONTRACT_FLAG, (v) => lookupLabel('contractFlag', v), [[1, '已签'], [0, '未签']], '未知'],
  ['contractPeriodType', CONTRACT_PERIOD_TYPE, (v) => lookupLabel('contractPeriodType', v), [[1, '固定期限'], [2, '以完成一定工作任务为期限']], '未知'],
  ['contractUnit', CONTRACT_UNIT, (v) => lookupLabel('contractUnit', v), [[1, '米'], [2, '平方米'], [3, '立方米']], '未知'],
  ['gateDirection', GATE_DIRECTION, gateDirectionLabel, [[1, '进'], [2, '出']], '未知'],
  ['gateDecision', GATE_DECISION, gateDecisionLabel, [[1, '允许'], [2, '拒绝']], '未知'],
  [
    'gateRefusalReason',
    GATE_REFUSAL_REASON,
    gateRefusalReasonLabel,
    [[1, '未登记'], [2, '已退场'], [3, '黑名单'], [4, '无已签订劳动合同'], [5, '未完成三级教育'], [6, '特种作业证书过期']],
    '未知',
  ],
  ['payrollStatus', PAYROLL_STATUS, payrollStatusLabel, [[1, '草稿'], [2, '已提交审核'], [3, '已审核'], [4, '已发放']], '未知'],
  // 隐患排查 (docs/decisions/0700–0702)
  ['hazardLevel', HAZARD_LEVEL, hazardLevelLabel, [[1, '一般隐患'], [2, '重大隐患']], '未知'],
  ['hazardStatus', HAZARD_STATUS, hazardStatusLabel, [[1, '待整改'], [2, '待复查'], [3, '已关闭']], '未知'],
  ['hazardRoundKind', HAZARD_ROUND_KIND, (v) => lookupLabel('hazardRoundKind', v), [[1, '整改'], [2, '复查通过'], [3, '复查不通过']], '未知'],
  ['hazardEscalation', HAZARD_ESCALATION, (v) => lookupLabel('hazardEscalation', v), [[0, '未升级'], [1, '责任人'], [2, '项目经理'], [3, '公司'], [4, '督办']], '未知'],
  // 安全检查 / 质量检查 (docs/decisions/0711)
  ['checkResult', CHECK_RESULT, checkResultLabel, [[0, '待检查'], [1, '合格'], [2, '不合格'], [3, '不适用']], '未知'],
];

describe.each(CHOSEN)('chosen table %s', (name, table, labelFn, entries, unknownLabel) => {
  it('is registered under its name and holds exactly these entries, in order', () => {
    expect(lookupTables[name]).toBe(table);
    expect(table.map((entry) => [entry.value, entry.label])).toEqual(entries);
  });

  it.each(entries)('code %s is labelled %s', (code, label) => {
    expect(labelFn(code)).toBe(label);
    expect(labelFn(String(code))).toBe(label);
    expect(lookupLabel(name, code)).toBe(label);
  });

  it('labels an unknown code as its table says and a missing one as empty', () => {
    expect(labelFn('nope')).toBe(unknownLabel);
    expect(labelFn(null)).toBe('');
  });
});

describe('registry', () => {
  it('LOOKUP_NAMES lists every table name: SPEC §3 tables first, then the chosen ones', () => {
    expect([...LOOKUP_NAMES]).toEqual([...CASES.map(([name]) => name), ...CHOSEN.map(([name]) => name)]);
  });

  it.each([
    ['projectStatus', true],
    ['auditStatus', true],
    ['companyType', true],
    ['personType', true],
    ['ProjectStatus', false],
    ['toString', false],
    ['', false],
  ])('isLookupName(%j) is %s', (name, expected) => expect(isLookupName(name)).toBe(expected));

  it('lookupLabel takes a fallback', () => expect(lookupLabel('companyType', 99, '—')).toBe('—'));
});

describe('a computed flag', () => {
  it('reads true / false as 1 / 0 (a device online state)', () => {
    expect([lookupLabel('onlineState', true), lookupLabel('onlineState', false), onlineStateLabel(true)]).toEqual(['在线', '离线', '在线']);
  });
});
