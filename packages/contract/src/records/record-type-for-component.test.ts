import { menuCatalogue } from '../menu/menu-catalogue';
import { recordComponents, recordTypeForComponent } from './record-type-for-component';
import { recordTypes } from './record-types';

const nameOf = (component: string) => recordTypeForComponent(component)?.name;

describe('recordTypeForComponent (menu component path → declared record type)', () => {
  it('maps every menu component whose sub-page guards a declared type, in catalogue order', () => {
    expect(recordComponents().map((c) => [c, nameOf(c)])).toEqual([
      ['projectManage/crmProject/index', 'project'],
      ['projectManage/qualification/index', 'qualification'],
      ['projectManage/builderLicence/index', 'builderLicence'],
      ['projectManage/finishCheck/index', 'finishCheck'],
      ['orgManage/organisation/index', 'organisation'],
      ['orgManage/department/index', 'department'],
      ['systemManage/user/index', 'user'],
      ['systemManage/role/index', 'role'],
      ['systemManage/roleGroup/index', 'roleGroup'],
      ['deviceManagement/maintenance/index', 'template'],
      ['deviceManagement/maintenanceRecord/index', 'inspectionDevice'],
      ['deviceManagement/deviceType/index', 'deviceType'],
      ['deviceManagement/towerCrane/index', 'tadiaoDevice'],
      ['deviceManagement/dustDevice/index', 'dustDevice'],
      ['deviceManagement/videoDevice/index', 'videoMonitorDevice'],
      ['concrete/order/index', 'concOrder'],
      ['concrete/task/index', 'concTask'],
      ['concrete/formula/index', 'concFormula'],
      ['concrete/device/index', 'concPlant'],
      ['carmanage/tankerCar/index', 'tankerCar'],
      ['carmanage/weighbridge/index', 'weighbridgeDevice'],
      ['customer/customerList/index', 'customer'],
      ['customer/visit/index', 'customerVisit'],
      ['integrity/blacklist/index', 'blacklistEntry'],
      ['integrity/evaluation/index', 'creditEvaluation'],
      ['integrity/misconduct/index', 'misconductRecord'],
      ['integrity/reward/index', 'rewardRecord'],
      ['regional/area/index', 'area'],
      ['regional/regionalProject/index', 'regionalProject'],
      ['platformPush/pushConfig/index', 'pushConfig'],
      ['platformPush/pushRecord/index', 'pushRecord'],
      ['supervision/monitorCompany/index', 'monitoredCompany'],
      ['supervision/supervisionRecord/index', 'supervisionRecord'],
      ['MessageNotification/MessageNotifications', 'notice'],
      ['personnel/data/index', 'worker'],
      ['personnel/attendance/index', 'attendance'],
      ['salary/payroll/index', 'wagePayment'],
      ['quality/alarmRecord/index', 'alarmRecord'],
      ['quality/qualityCheck/index', 'testSample'],
      ['quality/alarmThreshold/index', 'alarmThreshold'],
      ['environment/environmentAlarm/index', 'environmentAlarm'],
      ['gasDetection/gasDevice/index', 'gasDevice'],
      ['gasDetection/gasAlarm/index', 'gasAlarm'],
      ['positioning/positionTag/index', 'positionTagDevice'],
      ['positioning/positionAlarm/index', 'positionAlarm'],
      ['intelligent/car/index', 'lprDevice'],
      ['intelligent/lprCar/index', 'lprCar'],
      ['intelligent/aiInfo/index', 'aiEvent'],
    ]);
  });

  it('answers the type whose permission is that entry’s page and sub-page', () => {
    for (const page of menuCatalogue) {
      for (const sub of page.subPages) {
        const type = recordTypeForComponent(sub.component);
        if (type === undefined) continue;
        expect(type.permission).toEqual({ page: page.key, subPage: sub.key });
      }
    }
    expect(recordTypes[nameOf('projectManage/crmProject/index')!]!.title).toBe('项目');
  });

  it('answers nothing for a component without a declared type, an unknown path or none', () => {
    expect(recordTypeForComponent('orgManage/supplier/index')).toBeUndefined();
    expect(recordTypeForComponent('projectManage/taskList/index')).toBeUndefined();
    expect(recordTypeForComponent('MyAccount/index')).toBeUndefined();
    expect(recordTypeForComponent('no/such/index')).toBeUndefined();
    expect(recordTypeForComponent(undefined)).toBeUndefined();
  });
});
