import { pushConfigRecord } from '@worksite/contract';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { projectInScope } from '../../scopes/project-scope';
import { userInScope } from '../../scopes/user-scope';

/**
 * 平台推送 (docs/decisions/0365, 0412): 推送配置 on the generic mount — the receiver must be a user the caller
 * reaches (else 402); a configuration for one project takes that project's company — and 推送记录, read-only
 * (written by the alarm engine, alarm-engine/record-alarm-pushes.ts).
 */
export const platformPushRecordMounts: RecordMountTable = {
  pushConfig: {
    hooks: {
      async beforeWrite(values, ctx, q) {
        checkLookupCodes(pushConfigRecord, values);
        const receiver = values.get('receiver_user_id');
        if (receiver !== undefined && receiver !== null) await userInScope(q, ctx, Number(receiver));
        const projectId = values.get('project_id');
        if (projectId !== undefined && projectId !== null && projectId !== '') {
          values.set('company_id', (await projectInScope(q, ctx, Number(projectId))).company_id);
        } else if (values.has('project_id')) values.set('project_id', null);
      },
    },
  },
};
