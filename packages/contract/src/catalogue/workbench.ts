import { Workbench, type WorkbenchTodoKind } from '../codecs/workbench';
import type { PermissionRequirement } from '../endpoint';
import { alarmRecordRecord } from '../records/alarm-record-record';
import { concOrderRecord } from '../records/conc-order-record';
import { qualificationRecord } from '../records/qualification-record';
import { userRecord } from '../records/user-record';
import { defineEndpoints, perm } from '../define-endpoints';

const of = (p: { readonly page: string; readonly subPage?: string }, button: 'search' | 'audit'): PermissionRequirement => perm(p.page, p.subPage, button);

/**
 * The page each workbench to-do opens and the button the caller must hold there for the to-do to be listed
 * (docs/decisions/0400): the server lists only these, the web links each to `/{page}/{subPage}`.
 */
export const WORKBENCH_TODO_PAGES: Readonly<Record<WorkbenchTodoKind, PermissionRequirement>> = {
  openAlarms: of(alarmRecordRecord.permission, 'search'),
  registrations: of(userRecord.permission, 'audit'),
  overdueOrders: of(concOrderRecord.permission, 'search'),
  expiringCertificates: of(qualificationRecord.permission, 'search'),
};

/** The back-office home's workbench (SPEC does not show it; path chosen in docs/decisions/0400). */
export const workbenchEndpoints = defineEndpoints({
  workbench: {
    method: 'GET', path: '/api/Workbench/GetWorkbench', pathChosen: true, access: 'session', response: Workbench,
    summary: '工作台：待办（未处理报警、待审核注册、超期订单、到期资质证书）、今日数据、最新通知，均在调用者的数据范围内',
  },
});
