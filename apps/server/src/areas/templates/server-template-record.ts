import { templateRecord, type RecordType } from '@worksite/contract';
import { TEMPLATE_MAX_LENGTH } from '@worksite/templates';

/**
 * The contract's template record type as the server mounts it: the name and description limits of
 * `@worksite/templates` (50 / 200, the limits the client form applies, docs/decisions/0033), and without
 * the generic delete, which `ModifyIfDel` serves with its `if_del` rule (template-delete.ts).
 */
export const serverTemplateRecord: RecordType = {
  ...templateRecord,
  fields: templateRecord.fields.map((f) => {
    if (f.key === 'contentName') return { ...f, maxLength: TEMPLATE_MAX_LENGTH.contentName };
    if (f.key === 'description') return { ...f, maxLength: TEMPLATE_MAX_LENGTH.description };
    return f;
  }),
  endpoints: { ...templateRecord.endpoints, delete: undefined },
};
