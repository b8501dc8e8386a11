import type { RecordType } from '@worksite/contract';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { projectInScope } from '../../scopes/project-scope';

/**
 * Hooks of an 诚信评价 record that may name a project (docs/decisions/0425): lookup codes of its table (the
 * field's message, not a constraint error), a named project in the caller's scope (else 402) whose company the
 * record takes — else it keeps the caller's current company — dates as `yyyy-mm-dd` and scores as numbers.
 */
export function projectLinkedHooks(rt: RecordType): Required<Pick<RecordHooks, 'beforeWrite' | 'toClient'>> {
  return {
    async beforeWrite(values, ctx, q) {
      checkLookupCodes(rt, values);
      const projectId = values.get('project_id');
      if (projectId !== undefined && projectId !== null) values.set('company_id', (await projectInScope(q, ctx, Number(projectId))).company_id);
    },
    toClient: numbersToClient(rt),
  };
}
