import { payrollSheetRecord } from '@worksite/contract';
import { ContainerModule } from 'inversify';
import { RecordExtensions } from '../records/record-extensions';
import { payrollMessages } from './payroll-messages';
import { PayrollLinesViewModel } from './payroll-lines-view-model';

const DRAFT = 1;

/**
 * Payroll area (docs/decisions/0680, 0683): on 工资发放's sheet rows, 工资明细 (the lines, the bank file, 工人确认) for
 * whoever reads the list, and 重新计算 of a 草稿 sheet for a holder of the edit button (the server asks the same).
 */
export const payrollModule = new ContainerModule(({ bind, onActivation }) => {
  bind(PayrollLinesViewModel).toSelf().inSingletonScope();
  onActivation(RecordExtensions, (context, extensions) => {
    const lines = context.get(PayrollLinesViewModel);
    extensions.register(payrollSheetRecord.name, {
      rowActions: [
        { key: 'payrollLines', label: payrollMessages.linesAction, visible: (_row, list) => list.buttons.search === true, run: (row) => lines.open(row) },
        {
          key: 'recompute',
          label: payrollMessages.recomputeAction,
          visible: (row, list) => list.buttons.edit === true && Number(row.status) === DRAFT,
          run: (row, list) => lines.recompute(row, list),
        },
      ],
    });
    return extensions;
  });
});
