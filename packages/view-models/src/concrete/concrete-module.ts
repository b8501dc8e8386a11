import { ContainerModule } from 'inversify';
import { RecordExtensions } from '../records/record-extensions';
import { registerConcreteExtensions } from './concrete-extensions';
import { DeliveryViewModel } from './delivery-view-model';
import { ConcreteReportViewModel } from './concrete-report-view-model';
import { OrderHistoryViewModel } from './order-history-view-model';
import { TankerBindViewModel } from './tanker-bind-view-model';
import { TransportRecordsViewModel } from './transport-records-view-model';
import { TransportListViewModel } from '../widgets/transport-list-view-model';

/**
 * Concrete-production area (docs/decisions/0350): the dialogs of 发车, 绑定, 订单历史 and the reports (one each for the app,
 * registered as actions of the generic record pages when the extension registry is first made) and the
 * 运输记录 list.
 */
export const concreteModule = new ContainerModule(({ bind, onActivation }) => {
  bind(DeliveryViewModel).toSelf().inSingletonScope();
  bind(TankerBindViewModel).toSelf().inSingletonScope();
  bind(OrderHistoryViewModel).toSelf().inSingletonScope();
  bind(ConcreteReportViewModel).toSelf().inSingletonScope();
  bind(TransportListViewModel).toSelf().inTransientScope();
  bind(TransportRecordsViewModel).toSelf().inTransientScope();
  onActivation(RecordExtensions, (context, extensions) => {
    registerConcreteExtensions(extensions, {
      delivery: context.get(DeliveryViewModel),
      bind: context.get(TankerBindViewModel),
      history: context.get(OrderHistoryViewModel),
      reports: context.get(ConcreteReportViewModel),
    });
    return extensions;
  });
});

