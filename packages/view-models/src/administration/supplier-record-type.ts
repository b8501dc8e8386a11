import { PAGE, SUBPAGE, organisationRecord, type FieldSpec, type RecordType } from '@worksite/contract';

const pick = (key: string, patch: Partial<FieldSpec> = {}): FieldSpec => {
  const field = organisationRecord.fields.find((f) => f.key === key);
  if (field === undefined) throw new Error(`organisation has no field ${key}`);
  return { ...field, ...patch };
};

/**
 * 供应商管理 (docs/decisions/0332): suppliers are organisations flagged `is_supply`, so the page is the
 * organisation declaration seen through the supplier calls — GetSupplys lists, Supply creates (name, type,
 * contact), DeleteSupply removes the flag — under the supplier sub-page's buttons (add, delete, search).
 * Only the fields Supply accepts are written; the search is name and type.
 */
export const supplierRecordType: RecordType = {
  ...organisationRecord,
  name: 'supplier',
  title: '供应商',
  permission: { page: PAGE.orgManage, subPage: SUBPAGE.supplier },
  workflows: [],
  api: undefined,
  endpoints: { list: 'supplierList', create: 'supplierAdd', delete: 'supplierDelete' },
  fields: [
    pick('id'),
    pick('orgName'),
    pick('orgType'),
    pick('creditCode', { filterable: false, readOnly: true }),
    pick('contactor', { filterable: false }),
    pick('contactPhone', { filterable: false }),
    pick('createTime', { filterable: false }),
  ],
};
