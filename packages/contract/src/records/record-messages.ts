import type { FieldInputType } from './declaration/field-input';

/** Inputs a person chooses from rather than types (their required message is 请选择…). */
const CHOSEN: ReadonlySet<FieldInputType> = new Set(['lookup', 'remote', 'date', 'datetime', 'time', 'switch', 'geometry']);

/**
 * Chinese texts of the record declarations: the required-field messages (SPEC §5 where SPEC gives them, else
 * the server's chosen texts of docs/decisions/0100, 0111, 0140, 0150, 0200, kept identical) and the format
 * messages of field rules (SPEC's format helpers have no messages: `<label>格式不正确`, as the server says).
 */
export const recordMessages = {
  // the audit workflow's answers (the audit calls' texts before it was declared: users, devices, plants)
  auditStateInvalid: '审核状态不正确',
  audited: '审核成功',
  // templates (SPEC §5, in its order)
  deviceTypeRequired: '请选择设备类型',
  projectNameRequired: '请选择项目名称',
  templateDescriptionRequired: '请输入模板描述',
  templateNameRequired: '请输入模板名称',
  // projects, organisations, notices, users, companies, menus, roles
  projectNameInputRequired: '请输入项目名称',
  projectStatusRequired: '请选择项目状态',
  orgNameRequired: '请输入组织名称',
  orgTypeRequired: '请选择组织类型',
  noticeTitleRequired: '请输入消息标题',
  noticeContentRequired: '请输入消息内容',
  userNameRequired: '请输入用户名',
  realNameRequired: '请输入姓名',
  passwordRequired: '请输入密码',
  companyRequired: '请选择所属公司',
  companyNameRequired: '请输入公司名称',
  departmentNameRequired: '请输入部门名称',
  roleNameRequired: '请输入角色名称',
  roleGroupNameRequired: '请输入角色组名称',
  menuTitleRequired: '请输入菜单名称',
  menuKeyRequired: '请输入页面标识',
  // inspection
  deviceRequired: '请选择设备',
  deviceNameRequired: '请输入设备名称',
  recordListRequired: '请填写检查内容',
  // devices
  deviceProjectRequired: '请选择所属项目',
  deviceTypeNameRequired: '请输入设备类型名称',
  plateNoRequired: '请输入车牌号',
  // alarms
  metricRequired: '请选择监测指标',
  alarmLevelRequired: '请选择报警级别',
  alarmMeasuresRequired: '请填写处理措施',
  // concrete production
  concPlantNameRequired: '请输入搅拌站名称',
  concPlantRequired: '请选择搅拌站',
  concCapacityRequired: '请输入产能',
  concOrderRequired: '请选择订单',
  concOrderProjectRequired: '请选择下单项目',
  concStrengthRequired: '请输入强度等级',
  concVolumeRequired: '请输入方量',
  concPlanTimeRequired: '请选择计划浇筑时间',
  concFormulaNoRequired: '请输入配合比编号',
  concTankerPlateRequired: '请输入罐车车牌号',
  concFormulaRequired: '请选择配合比',
  concMaterialRequired: '请输入材料名称',
  concMaterialKgRequired: '请输入材料用量',
  // project records (docs/decisions/0360)
  recordProjectRequired: '请选择所属项目',
  qualificationOrgRequired: '请输入单位名称',
  qualificationTypeRequired: '请输入资质类别',
  certificateNoRequired: '请输入证书编号',
  licenceNoRequired: '请输入施工许可证编号',
  builderUnitRequired: '请输入建设单位',
  checkDateRequired: '请选择验收日期',
  checkOrganiserRequired: '请输入组织单位',
  checkConclusionRequired: '请选择验收结论',
  // push configuration (docs/decisions/0365)
  pushConfigNameRequired: '请输入配置名称',
  pushEventKindRequired: '请选择推送事件',
  pushChannelRequired: '请选择推送方式',
  pushReceiverRequired: '请选择接收人',
  // customers and their visits (docs/decisions/0420)
  customerNameRequired: '请输入客户名称',
  customerTypeRequired: '请选择客户类型',
  visitCustomerRequired: '请选择客户',
  visitTimeRequired: '请选择拜访时间',
  visitWayRequired: '请选择拜访方式',
  visitorRequired: '请输入拜访人',
  visitContentRequired: '请输入拜访内容',
  // integrity (诚信评价, docs/decisions/0425)
  subjectTypeRequired: '请选择对象类型',
  subjectNameRequired: '请输入名称',
  blacklistReasonRequired: '请输入列入原因',
  blacklistDateRequired: '请选择列入日期',
  releaseDateRequired: '请选择解除日期',
  evaluationTargetRequired: '请选择评价对象',
  evaluationPeriodRequired: '请输入评价周期',
  evaluationScoreRequired: '请输入评价得分',
  rejectReasonRequired: '请输入驳回原因',
  objectNameRequired: '请输入对象名称',
  misconductCategoryRequired: '请选择行为类别',
  misconductDescriptionRequired: '请输入行为描述',
  misconductDateRequired: '请选择发生日期',
  rewardCategoryRequired: '请选择奖励类别',
  rewardDateRequired: '请选择奖励日期',
  /** A score outside 0–100 or with more than one decimal. */
  scoreInvalid: (label: string) => `${label}须为0到100之间的数，最多一位小数`,
  // required parameters of hand-written calls (call-params/, docs/decisions/0413): the texts the server answered
  projectRequired: '请选择项目',
  orgRequired: '请选择组织',
  contactorRequired: '请输入联系人',
  concTankerRequired: '请选择罐车',
  concDeliveryRequired: '请选择车次',
  // 考勤更正 (docs/decisions/0672)
  attendanceReasonRequired: '请输入更正原因',
  // 补录 in the page names its worker, day and in time (docs/decisions/0677)
  attendanceWorkerRequired: '请选择人员',
  attendanceDateRequired: '请选择日期',
  attendanceInRequired: '请输入进场时间',
  // 转为隐患 of a failed check item (安全检查 / 质量检查; docs/decisions/0712)
  checkHazardTypeRequired: '请选择隐患类型',
  checkHazardLevelRequired: '请选择隐患级别',
  checkHazardResponsibleRequired: '请选择整改责任人',
  checkHazardDeadlineRequired: '请选择整改期限',
  checkItemRequired: '请选择检查项',
  /** An id parameter missing where the call names no subject of its own. */
  idRequired: '记录编号不正确',
  // regions and supervision (docs/decisions/0430–0433); who may move a 监管记录 (0417: `{key}` is the row's value)
  supervisionRectifyByProject: '整改完成由项目方提交',
  supervisionReviewByInspector: '复查由检查单位「{inspectorName}」进行',
  areaNameRequired: '请输入区域名称',
  watchedCompanyRequired: '请选择企业',
  supervisionCheckDateRequired: '请选择检查日期',
  supervisionCheckTypeRequired: '请选择检查类型',
  supervisionInspectorsRequired: '请输入检查人员',
  supervisionProblemsRequired: '请输入发现问题',
  supervisionRectifyNoteRequired: '请填写整改情况',
  /** A value its codec, length limit or format rule refuses (SPEC's format helpers have no messages). */
  formatInvalid: (label: string) => `${label}格式不正确`,
  /** Rules across values (docs/decisions/0520), in SPEC's wording (密码不能少于6位数, 上传文件大小不能超过 {n} MB). */
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  belowMin: (label: string, min: number) => `${label}不能小于${min}`,
  aboveMax: (label: string, max: number) => `${label}不能大于${max}`,
  notAChoice: (label: string) => `${label}不在可选范围内`,
  beforeToday: (label: string) => `${label}不能早于今天`,
  afterToday: (label: string) => `${label}不能晚于今天`,
  notEarlierThan: (label: string, earlier: string) => `${label}不能早于${earlier}`,
  /** A business key another live record of its scope holds (docs/decisions/0530): 项目编号已存在. */
  keyTaken: (label: string) => `${label}已存在`,
  /**
   * The required message of a field declared `required: true` (docs/decisions/0452), in SPEC §5's wording:
   * 请选择{label} for what is chosen (a choice, a date or time, a switch, a place on the map), 请上传{label} for an
   * upload, else 请输入{label}.
   */
  required: (label: string, input: FieldInputType | undefined) =>
    `${CHOSEN.has(input ?? 'text') ? '请选择' : input === 'image' || input === 'attachments' ? '请上传' : '请输入'}${label}`,
} as const;
