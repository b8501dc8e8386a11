import { Box, Heading, Spinner } from '@chakra-ui/react';
import { GrantTreeViewModel, type CheckState, type GrantNode } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, SaveFooter } from '../../widgets/admin-dialog';

/** A native checkbox with the tri-state of its node (indeterminate shows as mixed). */
function TriStateBox({ state, label, onToggle }: { state: CheckState; label: string; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem', cursor: 'pointer' }}>
      <input ref={ref} type="checkbox" checked={state === 'checked'} onChange={onToggle} />
      <span>{label}</span>
    </label>
  );
}

const GrantBranch = observer(function GrantBranch({ nodes, vm }: { nodes: readonly GrantNode[]; vm: GrantTreeViewModel }) {
  const menus = nodes.filter((n) => n.kind === 'menu');
  const buttons = nodes.filter((n) => n.kind === 'button');
  return (
    <>
      {buttons.length > 0 && (
        <Box as="li" listStyleType="none" display="flex" flexWrap="wrap" gap="3" pl="6" py="1" data-testid="grant-buttons">
          {buttons.map((b) => (
            <TriStateBox key={b.key} state={vm.stateOf(b)} label={b.label} onToggle={() => vm.toggle(b)} />
          ))}
        </Box>
      )}
      {menus.map((m) => (
        <Box as="li" key={m.key} listStyleType="none" data-testid={`grant-node-${m.label}`}>
          <TriStateBox state={vm.stateOf(m)} label={m.label} onToggle={() => vm.toggle(m)} />
          {m.children.length > 0 && (
            <Box as="ul" pl="5">
              <GrantBranch nodes={m.children} vm={vm} />
            </Box>
          )}
        </Box>
      ))}
    </>
  );
});

/**
 * 分配权限 (docs/decisions/0330, 0600–0602): the menu tree as checkboxes — pages, sub-pages and their buttons, each
 * labelled by its name, tri-state, under a heading per back office — with 保存 and 取消. Opened by the 角色管理 row action.
 */
export const GrantTreeDialog = observer(function GrantTreeDialog() {
  const vm = useInjection(GrantTreeViewModel);
  return (
    <AdminDialog
      open={vm.isOpen}
      onClose={vm.close}
      title={vm.title}
      testId="grant-tree-dialog"
      size="lg"
      scrollInside
      footer={<SaveFooter onCancel={vm.close} onSave={() => void vm.save()} saving={vm.saving} loading={vm.loading} />}
    >
      {vm.role !== undefined && <Box mb="2" color="gray.600">{messages.grantRoleLabel(vm.role.name)}</Box>}
      {vm.loading ? (
        <Spinner />
      ) : (
        <Box as="ul" aria-label={messages.grantTreeLabel} m="0" p="0">
          {vm.groups.map((g) => (
            <Box as="li" key={g.key} listStyleType="none" mb="3" role="group" aria-labelledby={`grant-${g.key}`} data-testid={`grant-${g.key}`}>
              <Heading as="h3" id={`grant-${g.key}`} size="sm" mb="1">
                {g.title}
              </Heading>
              <Box as="ul" m="0" p="0">
                <GrantBranch nodes={g.nodes} vm={vm} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </AdminDialog>
  );
});
