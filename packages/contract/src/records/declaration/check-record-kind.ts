import { PAGE, SUBPAGE } from '../../menu/page-keys';
import { recordMessages as m } from '../record-messages';
import { declareRecord } from './declare-record';
import { field } from './fields';

/** One kind of check: 安全检查 (safety) or 质量检查 (quality), on its own menu entry. */
export interface CheckKindApi {
  readonly category: 'safety' | 'quality';
  readonly name: 'safetyCheck' | 'qualityCheck';
  readonly itemName: 'safetyCheckItem' | 'qualityCheckItem';
  readonly title: string;
  readonly resource: string;
}

export const SAFETY_CHECK: CheckKindApi = { category: 'safety', name: 'safetyCheck', itemName: 'safetyCheckItem', title: '安全检查', resource: 'SafetyCheck' };
export const QUALITY_CHECK: CheckKindApi = { category: 'quality', name: 'qualityCheck', itemName: 'qualityCheckItem', title: '质量检查', resource: 'QualityCheck' };

/** The menu entry guarding a kind's checks and items. */
export const checkPermission = (d: CheckKindApi) =>
  d.category === 'safety' ? { page: PAGE.safety, subPage: SUBPAGE.safetyCheck } : { page: PAGE.quality, subPage: SUBPAGE.qualityCheck };

const L = { readOnly: true, listed: true, excel: true } as const;

/**
 * 安全检查 / 质量检查 (issue 22, Deliver 2; docs/decisions/0710, 0711): one check of a project — name, SPEC §3 check
 * kind and method, day, inspector, the area checked, what was found. Both kinds share the `checks` table, told
 * apart by `check_category`. Its check list is the item type of its kind (one row per item, the page's second tab);
 * a new check may start from its kind's standard list (按标准检查表生成检查项). Result and counts follow the items.
 */
export function checkRecordKind(d: CheckKindApi) {
  return declareRecord({
    name: d.name,
    title: d.title,
    table: 'checks',
    permission: checkPermission(d),
    scope: 'project',
    softDeleteColumn: 'if_del',
    fixed: { check_category: d.category },
    defaultSort: 'check_date',
    choiceLabel: 'checkName',
    relations: [{ type: d.itemName, field: 'checkId', onDelete: 'cascade', unit: '条', label: '检查项' }],
    api: {
      prefix: `/api/${d.resource}`,
      alias: d.name,
      calls: {
        list: { method: 'GET', action: 'WhereCheckList' },
        detail: { method: 'GET', action: 'GetCheckDetail' },
        create: { method: 'POST', action: 'CreateCheck' },
        update: { method: 'POST', action: 'ModifyCheck' },
        delete: { method: 'POST', action: 'DeleteCheck' },
      },
    },
    fields: [
      field.id({ excel: true }),
      field.text('checkName', '检查名称', { required: true, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true }),
      field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
      field.lookup('checkKind', '检查类型', 'checkKind', { required: true, filterable: true, listed: true, excel: true }),
      field.lookup('checkMethod', '检查方式', 'checkMethod', { required: true, listed: true, excel: true }),
      field.date('checkDate', '检查日期', { required: true, filterable: true, sortable: true, listed: true, excel: true }),
      field.text('inspectorName', '检查人', { required: true, maxLength: 50, filterable: true, listed: true, excel: true }),
      field.text('location', '检查部位', { maxLength: 200, listed: true, excel: true }),
      field.multiline('summary', '检查情况', { maxLength: 500, excel: true }),
      field.switch('fromTemplate', '按标准检查表生成检查项'),
      field.lookup('result', '检查结论', 'checkResult', { ...L, filterable: true }),
      field.number('itemCount', '检查项数', { unit: '项', ...L }),
      field.number('failedCount', '不合格项数', { unit: '项', ...L }),
      field.remote('inspectorUserId', '录入人', 'user', { readOnly: true }),
      field.remote('companyId', '所属公司', 'company', { readOnly: true }),
      field.createTime(),
    ],
  });
}
