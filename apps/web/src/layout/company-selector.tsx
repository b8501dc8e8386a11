import { NativeSelect, Text } from '@chakra-ui/react';
import { CompanySwitchViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

/**
 * Company selector (SPEC §2.4): a drop-down only with more than one company, else the name as text; 10 characters.
 * Locked while monitoring, its title saying why (docs/decisions/0393).
 */
export const CompanySelector = observer(function CompanySelector() {
  const vm = useInjection(CompanySwitchViewModel);
  if (!vm.showsCompanyDropdown) {
    return (
      <Text fontSize="sm" whiteSpace="nowrap" title={vm.currentCompanyLabel} data-testid="company-name">
        {vm.currentCompanyLabel}
      </Text>
    );
  }
  const current = vm.companies.some((c) => c.id === vm.currentCompanyId) ? String(vm.currentCompanyId) : '';
  return (
    <NativeSelect.Root size="sm" width="12rem" disabled={vm.switching || vm.companyLocked}>
      <NativeSelect.Field
        aria-label={messages.currentCompany}
        title={vm.companyLockedReason}
        data-locked={vm.companyLocked ? 'true' : undefined}
        data-testid="company-select"
        value={current}
        onChange={(e) => void vm.switchCompany(Number(e.currentTarget.value))}
      >
        {current === '' && <option value="">{vm.currentCompanyLabel}</option>}
        {vm.companies.map((c) => (
          <option key={c.id} value={String(c.id)} title={c.name}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
