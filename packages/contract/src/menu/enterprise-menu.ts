import type { MenuPage } from './menu-page';
import { PAGE, SUBPAGE as S } from './page-keys';
import { CRUD, CRUD_EXCEL, READ_ONLY, subPage } from './sub-page';

/** Pages of the enterprise back office (menuFunctionType 0), plus 我的账户 and 消息通知. */
export const enterpriseMenu: readonly MenuPage[] = [
  {
    key: PAGE.projectManage, title: '项目管理', icon: 'project', menuFunctionType: 0,
    subPages: [
      subPage(S.crmProject, '项目列表', 'projectManage/crmProject/index', CRUD_EXCEL),
      subPage(S.taskList, '项目概况', 'projectManage/taskList/index', CRUD),
      subPage(S.qualification, '资质信息', 'projectManage/qualification/index', CRUD),
      subPage(S.builderLicence, '施工许可证', 'projectManage/builderLicence/index', CRUD),
      subPage(S.finishCheck, '竣工验收', 'projectManage/finishCheck/index', CRUD),
    ],
  },
  {
    key: PAGE.orgManage, title: '组织管理', icon: 'tree', menuFunctionType: 0,
    subPages: [
      subPage(S.organisation, '组织机构', 'orgManage/organisation/index', [...CRUD, 'export']),
      subPage(S.supplier, '供应商管理', 'orgManage/supplier/index', ['add', 'delete', 'search']),
      subPage(S.department, '部门管理', 'orgManage/department/index', CRUD),
    ],
  },
  {
    key: PAGE.systemManage, title: '系统管理', icon: 'setting', menuFunctionType: 0,
    subPages: [
      subPage(S.user, '用户管理', 'systemManage/user/index', [...CRUD, 'audit', 'export']),
      subPage(S.role, '角色管理', 'systemManage/role/index', CRUD),
      subPage(S.roleGroup, '角色组管理', 'systemManage/roleGroup/index', CRUD),
    ],
  },
  {
    key: PAGE.deviceManage, title: '设备管理', icon: 'device', menuFunctionType: 0,
    subPages: [
      subPage(S.template, '维保模板', 'deviceManagement/maintenance/index', CRUD),
      subPage(S.maintenanceRecord, '维保记录', 'deviceManagement/maintenanceRecord/index', [...CRUD, 'audit', 'export']),
      subPage(S.deviceType, '设备类型', 'deviceManagement/deviceType/index', CRUD),
      subPage(S.towerCrane, '塔吊设备', 'deviceManagement/towerCrane/index', [...CRUD, 'audit']),
      subPage(S.dustDevice, '扬尘设备', 'deviceManagement/dustDevice/index', [...CRUD, 'audit']),
      subPage(S.videoDevice, '视频设备', 'deviceManagement/videoDevice/index', [...CRUD, 'audit']),
    ],
  },
  {
    key: PAGE.concrete, title: '混凝土生产', icon: 'concrete', menuFunctionType: 0,
    subPages: [
      subPage(S.concOrder, '订单管理', 'concrete/order/index', [...CRUD, 'audit', 'export', 'delivery']),
      subPage(S.concTask, '任务管理', 'concrete/task/index', [...CRUD, 'delivery']),
      subPage(S.concFormula, '配方管理', 'concrete/formula/index', CRUD),
      subPage(S.concDevice, '生产设备', 'concrete/device/index', [...CRUD, 'audit']),
    ],
  },
  {
    key: PAGE.carmanage, title: '车辆管理', icon: 'car', menuFunctionType: 0,
    subPages: [
      subPage(S.tankerCar, '罐车管理', 'carmanage/tankerCar/index', CRUD),
      subPage(S.transport, '运输记录', 'carmanage/transport/index', ['search', 'export']),
      subPage(S.weighbridge, '地磅管理', 'carmanage/weighbridge/index', [...CRUD, 'audit']),
    ],
  },
  {
    key: PAGE.customer, title: '客户管理', icon: 'peoples', menuFunctionType: 0,
    subPages: [
      subPage(S.customerList, '客户列表', 'customer/customerList/index', CRUD_EXCEL),
      subPage(S.visit, '客户拜访', 'customer/visit/index', CRUD),
    ],
  },
  {
    key: PAGE.integrity, title: '诚信评价', icon: 'star', menuFunctionType: 0,
    subPages: [
      subPage(S.blacklist, '黑名单', 'integrity/blacklist/index', CRUD),
      subPage(S.evaluation, '信用评价', 'integrity/evaluation/index', [...CRUD, 'audit']),
      subPage(S.misconduct, '不良行为', 'integrity/misconduct/index', CRUD),
      subPage(S.reward, '奖励记录', 'integrity/reward/index', CRUD),
    ],
  },
  {
    key: PAGE.regional, title: '区域管理', icon: 'location', menuFunctionType: 0,
    subPages: [
      subPage(S.area, '区域设置', 'regional/area/index', CRUD),
      subPage(S.regionalProject, '区域项目', 'regional/regionalProject/index', READ_ONLY),
    ],
  },
  {
    key: PAGE.platformPush, title: '平台推送', icon: 'message', menuFunctionType: 0,
    subPages: [
      subPage(S.pushConfig, '推送配置', 'platformPush/pushConfig/index', CRUD),
      subPage(S.pushRecord, '推送记录', 'platformPush/pushRecord/index', READ_ONLY),
    ],
  },
  {
    key: PAGE.supervision, title: '监管管理', icon: 'eye', menuFunctionType: 0,
    subPages: [
      subPage(S.monitorCompany, '监视企业', 'supervision/monitorCompany/index', CRUD),
      // 新增 the inspector, 整改完成 the project (edit), 复查 the inspector (audit); search stays first, so its
      // node id is unchanged (docs/decisions/0433, 0410).
      subPage(S.supervisionRecord, '监管记录', 'supervision/supervisionRecord/index', ['search', 'add', 'edit', 'audit']),
    ],
  },
  {
    key: PAGE.largeScreen, title: '大屏展示', icon: 'monitor', menuFunctionType: 0,
    subPages: [
      subPage(S.enterpriseScreen, '企业大屏', 'LargeScreen/EnterpriseScreen/overview', READ_ONLY),
      subPage(S.projectScreen, '项目大屏', 'LargeScreen/ProjectScreen/projectOverview', READ_ONLY),
      subPage(S.supervisoryScreen, '监管大屏', 'LargeScreen/SupervisoryScreen/overview', READ_ONLY),
    ],
  },
  {
    key: PAGE.myAccount, title: '我的账户', icon: 'user', menuFunctionType: 0,
    subPages: [subPage(S.myAccount, '个人信息', 'MyAccount/index', ['edit'])],
  },
  {
    key: PAGE.messageNotification, title: '消息通知', icon: 'bell', menuFunctionType: 0,
    subPages: [
      subPage(S.messageNotifications, '消息通知', 'MessageNotification/MessageNotifications', ['delete', 'search']),
      subPage(S.alarmNotice, '报警通知', 'MessageNotification/alarmNotice', ['delete', 'search']),
    ],
  },
];
