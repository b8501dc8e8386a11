import { concOrderRecord, concTaskRecord, tankerCarRecord } from '@worksite/contract';
import type { RecordExtensions } from '../records/record-extensions';
import { concreteMessages as m } from './concrete-messages';
import { mayDispatch, type DeliveryViewModel } from './delivery-view-model';
import type { OrderHistoryViewModel } from './order-history-view-model';
import type { TankerBindViewModel } from './tanker-bind-view-model';

/** The view-models the concrete actions open. */
export interface ConcreteDialogs {
  readonly delivery: DeliveryViewModel;
  readonly bind: TankerBindViewModel;
  readonly history: OrderHistoryViewModel;
}

/**
 * The concrete chain's actions on the generic record pages (docs/decisions/0350): 订单管理's 历史 (search button),
 * 任务管理's 发车 on a task in production (delivery button), 罐车管理's 绑定 (edit button).
 */
export function registerConcreteExtensions(extensions: RecordExtensions, d: ConcreteDialogs): void {
  extensions.register(concOrderRecord.name, {
    rowActions: [{ key: 'history', label: m.historyAction, visible: (_row, list) => list.buttons.search === true, run: (row) => d.history.open(row) }],
  });
  extensions.register(concTaskRecord.name, {
    rowActions: [{ key: 'dispatch', label: m.dispatchAction, visible: (row, list) => mayDispatch(row, list.buttons), run: (row, list) => d.delivery.open(row, list.load) }],
  });
  extensions.register(tankerCarRecord.name, {
    rowActions: [{ key: 'bind', label: m.bindAction, visible: (_row, list) => list.buttons.edit === true, run: (row, list) => d.bind.open(row, list.load) }],
  });
}
