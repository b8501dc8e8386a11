import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { SPEC_MASK } from './declaration/field-rules';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;
const DATE_RULE = (label: string) => [{ check: 'date' as const, message: m.formatInvalid(label) }];

/**
 * 诚信评价 › 黑名单 (SPEC §1 names the page only; fields and paths chosen, docs/decisions/0425): people and units
 * barred from the company's sites, with why and since when. An entry stays 在册 until the 解除 move, which
 * writes the 解除日期 (and a reason); the ID number or credit code is masked as SPEC §5 masks ID numbers.
 */
export const blacklistEntryRecord = declareRecord({
  name: 'blacklistEntry',
  title: '黑名单',
  table: 'blacklist_entries',
  permission: { page: PAGE.integrity, subPage: SUBPAGE.blacklist },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Blacklist',
    alias: 'blacklist',
    calls: {
      list: { method: 'GET', action: 'WhereBlacklistList' },
      detail: { method: 'GET', action: 'GetBlacklistDetail' },
      create: { method: 'POST', action: 'CreateBlacklist' },
      update: { method: 'POST', action: 'ModifyBlacklist' },
      delete: { method: 'POST', action: 'DeleteBlacklist' },
    },
    more: {
      release: { method: 'POST', action: 'ReleaseBlacklist', button: 'edit' },
    },
  },
  workflows: [{
    field: 'status', lookup: 'blacklistStatus', initial: 1,
    transitions: [{ from: [1], to: 2, button: 'edit', label: '解除', call: 'release', fields: ['releaseDate', 'releaseReason'] }],
  }],
  fields: [
    field.id(),
    field.lookup('subjectType', '对象类型', 'integritySubjectType', { required: m.subjectTypeRequired, ...L }),
    field.text('subjectName', '名称', { required: m.subjectNameRequired, maxLength: 100, sortable: true, ...L }),
    field.code('idNumber', '证件号码', {
      maxLength: 18, mask: SPEC_MASK, listed: true, rules: [{ check: 'idCardOrCreditCode', message: m.formatInvalid('证件号码') }],
    }),
    field.remote('projectId', '所属项目', 'project', { filterable: true }),
    field.multiline('reason', '列入原因', { required: m.blacklistReasonRequired, maxLength: 500, listed: true }),
    field.date('listDate', '列入日期', { required: m.blacklistDateRequired, rules: DATE_RULE('列入日期'), sortable: true, ...L }),
    field.lookup('status', '状态', 'blacklistStatus', { readOnly: true, ...L }),
    // Written by the 解除 move only (its dialog asks for them).
    field.date('releaseDate', '解除日期', { readOnly: true, required: m.releaseDateRequired, rules: DATE_RULE('解除日期'), listed: true }),
    field.multiline('releaseReason', '解除原因', { readOnly: true, maxLength: 500 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
