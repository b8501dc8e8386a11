import type { MenuPage } from './menu-page';
import { PAGE, SUBPAGE as S } from './page-keys';
import { CRUD, CRUD_EXCEL, READ_ONLY, subPage } from './sub-page';

/** Pages of the project back office (menuFunctionType 1). */
export const projectMenu: readonly MenuPage[] = [
  {
    key: PAGE.pName, title: '施工管理', icon: 'build', menuFunctionType: 1,
    subPages: [subPage(S.constructionManagement, '施工管理', 'pName/constructionManagement/index', [...CRUD, 'export'])],
  },
  {
    key: PAGE.projectSchedules, title: '项目进度', icon: 'chart', menuFunctionType: 1,
    subPages: [subPage(S.projectSchedule, '进度计划', 'ProjectSchedules/Projectschedule/index', CRUD_EXCEL)],
  },
  {
    key: PAGE.personnel, title: '人员管理', icon: 'peoples', menuFunctionType: 1,
    subPages: [
      subPage(S.personnelData, '人员花名册', 'personnel/data/index', [...CRUD_EXCEL, 'revealId']),
      subPage(S.attendance, '考勤管理', 'personnel/attendance/index', ['search', 'edit', 'export']),
      subPage(S.certificate, '证书管理', 'personnel/certificate/index', [...CRUD, 'audit']),
      subPage(S.team, '班组管理', 'personnel/team/index', CRUD),
    ],
  },
  {
    key: PAGE.laborContract, title: '劳务合同', icon: 'documentation', menuFunctionType: 1,
    subPages: [
      subPage(S.contractList, '合同台账', 'laborContract/contractList/index', [...CRUD, 'export']),
      subPage(S.contractTemplate, '合同模板', 'laborContract/contractTemplate/index', CRUD),
    ],
  },
  {
    key: PAGE.salary, title: '薪资管理', icon: 'money', menuFunctionType: 1,
    subPages: [
      subPage(S.payroll, '工资发放', 'salary/payroll/index', [...CRUD, 'audit', 'export', 'inport']),
      subPage(S.bankAccount, '银行账户', 'salary/bankAccount/index', [...CRUD, 'audit']),
      subPage(S.rightsNotice, '维权告示牌', 'salary/rightsNotice/index', CRUD),
    ],
  },
  {
    key: PAGE.training, title: '培训管理', icon: 'education', menuFunctionType: 1,
    subPages: [
      subPage(S.trainingPlan, '培训计划', 'training/trainingPlan/index', CRUD),
      subPage(S.trainingRecord, '培训记录', 'training/trainingRecord/index', [...CRUD, 'export']),
    ],
  },
  {
    key: PAGE.shift, title: '排班管理', icon: 'date', menuFunctionType: 1,
    subPages: [
      subPage(S.shiftSchedule, '排班表', 'shift/shiftSchedule/index', CRUD),
      subPage(S.shiftType, '班次设置', 'shift/shiftType/index', CRUD_EXCEL),
    ],
  },
  {
    key: PAGE.safety, title: '安全隐患', icon: 'warning', menuFunctionType: 1,
    subPages: [
      subPage(S.hazard, '隐患排查', 'safety/hazard/index', [...CRUD, 'audit', 'export']),
      subPage(S.safetyCheck, '安全检查', 'safety/safetyCheck/index', [...CRUD, 'export']),
    ],
  },
  {
    key: PAGE.quality, title: '质量安全', icon: 'guide', menuFunctionType: 1,
    subPages: [
      subPage(S.alarmRecord, '报警记录', 'quality/alarmRecord/index', ['search', 'edit', 'export']),
      subPage(S.qualityCheck, '质量检查', 'quality/qualityCheck/index', [...CRUD, 'export']),
      subPage(S.alarmThreshold, '报警阈值', 'quality/alarmThreshold/index', CRUD),
    ],
  },
  {
    key: PAGE.environment, title: '环境监测', icon: 'dust', menuFunctionType: 1,
    subPages: [
      subPage(S.dustMonitor, '扬尘监测', 'environment/dustMonitor/index', READ_ONLY),
      subPage(S.environmentAlarm, '环境报警', 'environment/environmentAlarm/index', ['search', 'export']),
    ],
  },
  {
    key: PAGE.gasDetection, title: '气体检测', icon: 'gas', menuFunctionType: 1,
    subPages: [
      subPage(S.gasDevice, '检测设备', 'gasDetection/gasDevice/index', [...CRUD, 'audit']),
      subPage(S.gasRecord, '检测记录', 'gasDetection/gasRecord/index', ['search', 'export']),
      subPage(S.gasAlarm, '气体报警', 'gasDetection/gasAlarm/index', READ_ONLY),
    ],
  },
  {
    key: PAGE.positioning, title: '人员定位', icon: 'position', menuFunctionType: 1,
    subPages: [
      subPage(S.baseStation, '基站管理', 'positioning/baseStation/index', CRUD),
      subPage(S.positionTag, '标签管理', 'positioning/positionTag/index', [...CRUD, 'audit']),
      subPage(S.mapConfig, '地图配置', 'positioning/mapConfig/index', ['edit', 'search']),
      subPage(S.electricFence, '电子围栏', 'positioning/electricFence/index', CRUD),
      subPage(S.positionAlarm, '定位报警', 'positioning/positionAlarm/index', READ_ONLY),
    ],
  },
  {
    key: PAGE.accessControl, title: '门禁管理', icon: 'lock', menuFunctionType: 1,
    subPages: [
      subPage(S.accessDevice, '门禁设备', 'accessControl/accessDevice/index', CRUD),
      subPage(S.accessRecord, '通行记录', 'accessControl/accessRecord/index', ['search', 'export']),
    ],
  },
  {
    key: PAGE.intelligent, title: '智能识别', icon: 'camera', menuFunctionType: 1,
    subPages: [
      subPage(S.car, '车牌识别', 'intelligent/car/index', [...CRUD, 'audit']),
      subPage(S.lprCar, '车辆登记', 'intelligent/lprCar/index', CRUD),
      subPage(S.aiInfo, 'AI信息', 'intelligent/aiInfo/index', READ_ONLY),
      subPage(S.videoChannel, '视频通道', 'intelligent/videoChannel/index', CRUD),
    ],
  },
  {
    key: PAGE.machinery, title: '施工机械', icon: 'machinery', menuFunctionType: 1,
    subPages: [
      subPage(S.machineryLedger, '机械台账', 'machinery/machineryLedger/index', CRUD),
      subPage(S.machineryUsage, '使用记录', 'machinery/machineryUsage/index', ['search', 'export']),
      subPage(S.machineryOil, '油耗记录', 'machinery/machineryOil/index', ['add', 'search', 'export']),
    ],
  },
];
