import { NativeSelect, Text } from '@chakra-ui/react';
import { CompanySwitchViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

/** Project selector of the project back office (SPEC §2.4, §4): one project is shown as text; 26 characters. */
export const ProjectSelector = observer(function ProjectSelector() {
  const vm = useInjection(CompanySwitchViewModel);
  if (!vm.showsProjectSelector) return null;
  if (vm.projectShownAsText) {
    return (
      <Text fontSize="sm" whiteSpace="nowrap" data-testid="project-name">
        {vm.currentProjectLabel}
      </Text>
    );
  }
  return (
    <NativeSelect.Root size="sm" width="16rem">
      <NativeSelect.Field
        aria-label={messages.currentProject}
        data-testid="project-select"
        value={vm.selectedProjectId ?? ''}
        onChange={(e) => vm.selectProject(Number(e.currentTarget.value))}
      >
        {vm.selectedProject === undefined && <option value="">{messages.selectProject}</option>}
        {vm.projectChoices.map((p) => (
          <option key={p.id} value={String(p.id)} title={p.name}>
            {p.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
