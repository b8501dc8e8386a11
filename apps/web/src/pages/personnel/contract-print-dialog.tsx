import { Box, Button } from '@chakra-ui/react';
import { ContractPrintViewModel, personnelMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog } from '../../widgets/admin-dialog';

/** When printing, only the sheet: everything else of the page is hidden, the sheet fills the paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .contract-print-sheet, .contract-print-sheet * { visibility: visible !important; }
  .contract-print-sheet { position: absolute; left: 0; top: 0; width: 100%; }
}`;

/**
 * 打印合同 (docs/decisions/0655): the contract's text as the server filled it (ID number masked) on an A4-like
 * sheet, 打印 opening the browser's print (window.print()) with only the sheet on the paper.
 */
export const ContractPrintDialog = observer(function ContractPrintDialog() {
  const vm = useInjection(ContractPrintViewModel);
  const printing = vm.printing;
  return (
    <AdminDialog
      open={printing !== undefined}
      onClose={vm.close}
      title={personnelMessages.printContractTitle(printing?.contractNo ?? '')}
      testId="contract-print-dialog"
      size="lg"
      scrollInside
      footer={
        <>
          <Button variant="outline" onClick={vm.close}>
            {messages.close}
          </Button>
          <Button colorPalette="blue" onClick={() => window.print()}>
            {personnelMessages.printButton}
          </Button>
        </>
      }
    >
      <style>{PRINT_CSS}</style>
      <Box className="contract-print-sheet" data-testid="contract-print-sheet" whiteSpace="pre-wrap" fontFamily="serif" fontSize="md" lineHeight="1.9" p="6" bg="white" color="black">
        {printing?.text}
      </Box>
    </AdminDialog>
  );
});
