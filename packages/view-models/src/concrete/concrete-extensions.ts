import { concOrderRecord, concPlantRecord, concTaskRecord, tankerCarRecord } from '@worksite/contract';
import type { RecordListHandle } from '../records/record-extensions';
import type { RecordExtensions } from '../records/record-extensions';
import { concreteMessages as m } from './concrete-messages';
import type { ConcreteReportViewModel } from './concrete-report-view-model';
import { MATERIAL_USE, ORDER_ACCOUNT, PLANT_MONITOR, PRODUCT_ACCOUNT, type ConcreteReport } from './concrete-reports';
import { mayDispatch, type DeliveryViewModel } from './delivery-view-model';
import type { OrderHistoryViewModel } from './order-history-view-model';
import type { TankerBindViewModel } from './tanker-bind-view-model';

/** The view-models the concrete actions open. */
export interface ConcreteDialogs {
  readonly delivery: DeliveryViewModel;
  readonly bind: TankerBindViewModel;
  readonly history: OrderHistoryViewModel;
  readonly reports: ConcreteReportViewModel;
}

/**
 * The concrete chain's actions on the generic record pages (docs/decisions/0350): 订单管理's 历史 (for those who handle
 * orders: edit or audit button; a read-only row keeps only 查看),
 * 任务管理's 发车 on a task in production (delivery button), 罐车管理's 绑定 (edit button); the reports of SPEC §7's
 * account and monitor calls on the toolbars (search button): 订单对账, 产品对账 and 材料消耗, 生产监控.
 */
export function registerConcreteExtensions(extensions: RecordExtensions, d: ConcreteDialogs): void {
  const report = (r: ConcreteReport) => ({ key: r.key, label: r.title, visible: (list: RecordListHandle) => list.buttons.search === true, run: () => d.reports.open(r) });
  extensions.register(concPlantRecord.name, { toolbarActions: [report(PLANT_MONITOR)] });
  extensions.register(concOrderRecord.name, {
    toolbarActions: [report(ORDER_ACCOUNT)],
    rowActions: [{ key: 'history', label: m.historyAction, visible: (_row, list) => list.buttons.edit === true || list.buttons.audit === true, run: (row) => d.history.open(row) }],
  });
  extensions.register(concTaskRecord.name, {
    toolbarActions: [report(PRODUCT_ACCOUNT), report(MATERIAL_USE)],
    rowActions: [{ key: 'dispatch', label: m.dispatchAction, visible: (row, list) => mayDispatch(row, list.buttons), run: (row, list) => d.delivery.open(row, list.load) }],
  });
  extensions.register(tankerCarRecord.name, {
    rowActions: [{ key: 'bind', label: m.bindAction, visible: (_row, list) => list.buttons.edit === true, run: (row, list) => d.bind.open(row, list.load) }],
  });
}
