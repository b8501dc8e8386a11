import { labourContractRecord, workerRecord } from '@worksite/contract';
import { ContainerModule } from 'inversify';
import { RecordExtensions } from '../records/record-extensions';
import { personnelMessages } from './personnel-messages';
import { ContractPrintViewModel } from './contract-print-view-model';
import { WorkerIdCardViewModel } from './worker-id-card-view-model';

/**
 * Personnel area: 查看证件号 on 人员花名册 rows, for a caller holding the sub-page's `revealId` button (the server
 * asks the same), registered as a row action of the generic record page (docs/decisions/0634); 打印合同 on 合同台账
 * rows (0655).
 */
export const personnelModule = new ContainerModule(({ bind, onActivation }) => {
  bind(WorkerIdCardViewModel).toSelf().inSingletonScope();
  bind(ContractPrintViewModel).toSelf().inSingletonScope();
  onActivation(RecordExtensions, (context, extensions) => {
    const idCards = context.get(WorkerIdCardViewModel);
    extensions.register(workerRecord.name, {
      rowActions: [{
        key: 'revealIdCard',
        label: personnelMessages.revealIdCardAction,
        visible: (_row, list) => list.buttons.revealId === true,
        run: (row) => idCards.reveal(row),
      }],
    });
    // 打印合同 on 合同台账 rows, for whoever reads the list (docs/decisions/0655).
    const prints = context.get(ContractPrintViewModel);
    extensions.register(labourContractRecord.name, {
      rowActions: [{
        key: 'printContract',
        label: personnelMessages.printContractAction,
        visible: (_row, list) => list.buttons.search === true,
        run: (row) => prints.open(row),
      }],
    });
    return extensions;
  });
});
