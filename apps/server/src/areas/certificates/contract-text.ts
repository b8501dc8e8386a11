import { genderLabel, personTypeLabel } from '@worksite/lookups';
import { maskIdCard } from '@worksite/validators';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import { dateColumnText } from '../../record-types/record-dates';
import { messages } from '../../shared/messages';
import { SITE_TIME_ZONE } from '../../shared/site-time';

/** `{{名称}}` in a template, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** `body` with every known placeholder replaced by its value; an unknown one is left as written. */
export function fillPlaceholders(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** What a contract's placeholders are filled from: the contract, its worker, employer, project and company. */
interface ContractFacts {
  readonly template_body: string | null;
  readonly contract_no: string;
  readonly daily_wage: string;
  readonly start_date: unknown;
  readonly end_date: unknown;
  readonly signed_at: Date | null;
  readonly worker_name: string;
  readonly id_card_masked: string;
  readonly gender: number;
  readonly phone: string;
  readonly trade_name: string;
  readonly work_type: number;
  readonly employer_name: string | null;
  readonly project_name: string;
  readonly address: string;
  readonly company_name: string;
}

const siteDay = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });

/** The placeholder values of a contract (docs/decisions/0651): the ID number and phone masked (first 4 / last 4). */
function placeholderValues(f: ContractFacts): Record<string, string> {
  const end = dateColumnText(f.end_date);
  return {
    工人姓名: f.worker_name,
    身份证号: maskIdCard(f.id_card_masked),
    性别: genderLabel(f.gender),
    手机号码: f.phone === '' ? '' : maskIdCard(f.phone),
    工种: f.trade_name !== '' ? f.trade_name : personTypeLabel(f.work_type),
    用工单位: f.employer_name ?? '',
    项目名称: f.project_name,
    项目地址: f.address,
    施工单位: f.company_name,
    合同编号: f.contract_no,
    日工资: Number(f.daily_wage).toFixed(2),
    开始日期: String(dateColumnText(f.start_date) ?? ''),
    结束日期: end === null || end === undefined || end === '' ? '工作任务完成之日' : String(end),
    签订日期: f.signed_at === null ? '' : siteDay.format(f.signed_at),
  };
}

/**
 * The text of labour contract `id` as printed (docs/decisions/0651): the text frozen when it was signed, else its
 * template filled in now. The ID number is the stored mask — the full number is never read here.
 */
export async function contractText(q: Queryable, id: number): Promise<string> {
  const frozen = await q.one<{ signed_body: string | null }>('SELECT signed_body FROM labour_contracts WHERE id = $1', [id]);
  if (frozen?.signed_body) return frozen.signed_body;
  return filledTemplate(q, id);
}

/** Contract `id`'s template filled in from the rows as they are now (the text a signing freezes). */
export async function filledTemplate(q: Queryable, id: number): Promise<string> {
  const f = await q.one<ContractFacts>(
    `SELECT t.body AS template_body, lc.contract_no, lc.daily_wage::text AS daily_wage, lc.start_date, lc.end_date, lc.signed_at,
            w.worker_name, w.id_card_masked, w.gender, w.phone, w.trade_name, w.work_type,
            o.org_name AS employer_name, p.project_name, p.address, c.name AS company_name
       FROM labour_contracts lc
       JOIN workers w ON w.id = lc.worker_id
       JOIN projects p ON p.id = lc.project_id
       JOIN companies c ON c.id = lc.company_id
       LEFT JOIN organisations o ON o.id = lc.employer_id
       LEFT JOIN contract_templates t ON t.id = lc.template_id AND t.if_del = 0
      WHERE lc.id = $1`,
    [id],
  );
  if (!f || f.template_body === null) throw invalid(messages.contractNoTemplate);
  return fillPlaceholders(f.template_body, placeholderValues(f));
}
