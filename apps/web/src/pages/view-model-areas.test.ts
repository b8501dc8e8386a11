/// <reference types="jest" />
import 'reflect-metadata';
import { viewModelModules } from '@worksite/view-models';
import { BACK_HOME_MODULES } from './back-home-modules';
import { MY_ACCOUNT_MODULES } from './my-account-modules';
import { REGISTER_MODULES } from './register-modules';
import { LARGE_SCREEN_MODULES } from './large-screen-modules';
import { MONITOR_PAGE_MODULES } from './monitoring/monitor-page-modules';
import { PROJECT_OVERVIEW_MODULES } from './project-overview/project-overview-modules';
import { RECORD_PAGE_MODULES } from './record-page-modules';
import { EAGER_VIEW_MODEL_MODULES } from '../di/view-model-areas';

describe('view-model areas of the web (docs/decisions/0326)', () => {
  it('loads every area of viewModelModules exactly once: eagerly, with the record page, the large screens, the monitoring pages, the back-office home, 项目概况, 我的账户 or /register', () => {
    const listed = [
      ...EAGER_VIEW_MODEL_MODULES, ...RECORD_PAGE_MODULES, ...LARGE_SCREEN_MODULES, ...MONITOR_PAGE_MODULES, ...BACK_HOME_MODULES,
      ...PROJECT_OVERVIEW_MODULES, ...MY_ACCOUNT_MODULES, ...REGISTER_MODULES,
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect(viewModelModules.filter((m) => !listed.includes(m))).toEqual([]);
    expect(listed.filter((m) => !viewModelModules.includes(m))).toEqual([]);
    expect(listed).toHaveLength(viewModelModules.length);
  });
});
