import * as t from 'io-ts';

/**
 * Kinds of to-do on the back-office workbench (docs/decisions/0400): open alarms, registrations awaiting
 * audit, concrete orders past their planned time and not finished.
 */
export const WorkbenchTodoKind = t.keyof({ openAlarms: null, registrations: null, overdueOrders: null, expiringCertificates: null });
/** Kind of workbench to-do. */
export type WorkbenchTodoKind = t.TypeOf<typeof WorkbenchTodoKind>;

/** One item of a to-do: what, a detail line and its time (ISO). */
export const WorkbenchTodoItem = t.type({ id: t.number, title: t.string, detail: t.string, time: t.string });
/** One item of a to-do. */
export type WorkbenchTodoItem = t.TypeOf<typeof WorkbenchTodoItem>;

/** A to-do the caller may act on: how many, and the first few (newest or most overdue first). */
export const WorkbenchTodo = t.type({ kind: WorkbenchTodoKind, count: t.number, items: t.array(WorkbenchTodoItem) });
/** A to-do. */
export type WorkbenchTodo = t.TypeOf<typeof WorkbenchTodo>;

/** Today's key figures in the caller's data scope (the site's day, Asia/Shanghai). */
export const WorkbenchFigures = t.type({
  todayAlarms: t.number,
  onlineDevices: t.number,
  devices: t.number,
  todayAttendance: t.number,
  todayPassages: t.number,
});
/** Today's key figures. */
export type WorkbenchFigures = t.TypeOf<typeof WorkbenchFigures>;

/** A recent notice of the caller. */
export const WorkbenchNotice = t.type({ id: t.number, title: t.string, createTime: t.string, sysNoticeIsRead: t.number });
/** A recent notice. */
export type WorkbenchNotice = t.TypeOf<typeof WorkbenchNotice>;

/** The workbench: to-dos (only those whose page the caller holds), today's figures, recent notices. */
export const Workbench = t.type({ todos: t.array(WorkbenchTodo), figures: WorkbenchFigures, notices: t.array(WorkbenchNotice) });
/** The workbench. */
export type Workbench = t.TypeOf<typeof Workbench>;
