import { recordMessages } from '../record-messages';
import type { Workflow } from './record-declaration';

/**
 * The audit workflow shared by audited records (users, inspection devices, concrete plants): a new record waits
 * (1), the `audit` call with the audit button approves (2) or rejects (3) it, and either may be revisited. The
 * generic workflow move mounts the `audit` call (apps/server/src/record-types/record-transition-action.ts).
 */
export const auditWorkflow: Workflow = {
  field: 'auditStatus',
  lookup: 'auditStatus',
  initial: 1,
  transitions: [
    { from: [0, 1, 3], to: 2, button: 'audit', label: '审核通过', call: 'audit' },
    { from: [0, 1, 2], to: 3, button: 'audit', label: '审核驳回', call: 'audit' },
  ],
  messages: { stateInvalid: recordMessages.auditStateInvalid, moved: recordMessages.audited },
};
