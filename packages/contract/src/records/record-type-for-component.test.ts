import { menuCatalogue } from '../menu/menu-catalogue';
import { SHOWN_WITHIN, recordComponents, recordTabsForComponent, recordTypeForComponent } from './record-type-for-component';
import { recordTypes } from './record-types';

const nameOf = (component: string) => recordTypeForComponent(component)?.name;
/** The registered types whose permission is the sub-page of `component`. */
const guardedBy = (component: string) =>
  menuCatalogue.flatMap((page) => page.subPages.filter((sub) => sub.component === component).flatMap((sub) => Object.values(recordTypes).filter((t) => t.permission.page === page.key && t.permission.subPage === sub.key)));

describe('recordTypeForComponent (menu component path → declared record type)', () => {
  it('maps the component of every sub-page guarding a registered type, once, in catalogue order', () => {
    // An entry shown again (sameAs, docs/decisions/0610) guards what its original guards.
    const entry = (page: string, sub: { key: string; sameAs?: { page: string; subPage: string } }) => sub.sameAs ?? { page, subPage: sub.key };
    const guarding = menuCatalogue.flatMap((page) =>
      page.subPages.filter((sub) => Object.values(recordTypes).some((t) => t.permission.page === entry(page.key, sub).page && t.permission.subPage === entry(page.key, sub).subPage)).map((sub) => sub.component),
    );
    expect(recordComponents()).toEqual([...new Set(guarding)]);
  });

  it('lists the main type where a sub-page guards several: the one its title names, else MAIN_TYPE\'s', () => {
    expect(recordComponents().filter((c) => guardedBy(c).length > 1).map((c) => [c, nameOf(c)])).toEqual([
      ['orgManage/organisation/index', 'organisation'],
      ['systemManage/role/index', 'role'],
      ['deviceManagement/maintenanceRecord/index', 'inspectionDevice'],
      ['concrete/formula/index', 'concFormula'],
      ['concrete/device/index', 'concPlant'],
      ['personnel/attendance/index', 'attendance'],
      ['salary/payroll/index', 'payrollSheet'],
      ['training/trainingRecord/index', 'trainingSession'],
      ['safety/hazard/index', 'hazard'],
      ['safety/safetyCheck/index', 'safetyCheck'],
      ['quality/qualityCheck/index', 'qualityCheck'],
      ['intelligent/car/index', 'lprDevice'],
    ]);
  });

  it('answers the type whose permission is that entry’s page and sub-page', () => {
    for (const page of menuCatalogue) {
      for (const sub of page.subPages) {
        const type = recordTypeForComponent(sub.component);
        if (type === undefined) continue;
        expect(type.permission).toEqual(sub.sameAs ?? { page: page.key, subPage: sub.key });
      }
    }
    expect(nameOf('quality/enterpriseAlarmRecord/index')).toBe('alarmRecord');
    expect(recordTypes[nameOf('projectManage/crmProject/index')!]!.title).toBe('项目');
  });

  it('shows the entries guarding several listed types as tabs, the main type first (0676)', () => {
    const tabbed = recordComponents().filter((c) => recordTabsForComponent(c).length > 1);
    expect(tabbed.map((c) => [c, recordTabsForComponent(c).map((t) => t.title)])).toEqual([
      ['personnel/attendance/index', ['考勤记录', '考勤日报', '考勤月汇总']],
      ['training/trainingRecord/index', ['培训记录', '培训人员']],
      ['safety/hazard/index', ['隐患排查', '整改复查记录']],
      ['safety/safetyCheck/index', ['安全检查', '安全检查项']],
      ['quality/qualityCheck/index', ['质量检查', '质量检查项']],
    ]);
    for (const c of recordComponents()) expect(recordTabsForComponent(c)[0]).toBe(recordTypeForComponent(c));
    // The shown tab is the URL's `tab`: no tab's field (a search parameter, 0590) is keyed so.
    expect(tabbed.flatMap((c) => recordTabsForComponent(c).flatMap((t) => t.fields)).filter((f) => f.key === 'tab')).toEqual([]);
    // Every other listed type beside a main one is shown from within its page, by name: none left without a page.
    const beside = recordComponents().flatMap((c) => guardedBy(c).filter((t) => t.endpoints.list !== undefined && !recordTabsForComponent(c).includes(t)));
    expect([...new Set(beside.map((t) => t.name))].filter((name) => !SHOWN_WITHIN.has(name))).toEqual([]);
    expect(recordTabsForComponent('no/such/index')).toEqual([]);
    expect(recordTabsForComponent(undefined)).toEqual([]);
  });

  it('answers nothing for a component without a declared type, an unknown path or none', () => {
    expect(recordTypeForComponent('orgManage/supplier/index')).toBeUndefined();
    expect(recordTypeForComponent('projectManage/taskList/index')).toBeUndefined();
    expect(recordTypeForComponent('MyAccount/index')).toBeUndefined();
    expect(recordTypeForComponent('no/such/index')).toBeUndefined();
    expect(recordTypeForComponent(undefined)).toBeUndefined();
  });
});
