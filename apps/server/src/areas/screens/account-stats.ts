import { BANK_ACCOUNT_STATUS, FUNDS_TO_ACCOUNT_STATUS } from '@worksite/lookups';
import { siteTodaySql } from '../../shared/site-time';
import { countMap, num, percent, pointsOfLookup, round, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { rosterGroups } from './personnel-stats';
import { rowsOf, type ScreenFilter } from './screen-filter';

export interface AccountStats {
  readonly year: number;
  /** Wages due this year (every status), yuan. */
  readonly payableTotal: number;
  /** Arrived in the workers' accounts (funds status 1). */
  readonly arrivedTotal: number;
  /** Paid out but not arrived (2). */
  readonly notArrivedTotal: number;
  /** Not paid out yet (0). */
  readonly notPaidTotal: number;
  /** arrived / paid out (arrived + not arrived), percent. */
  readonly arrivedRate: number;
  /** Workers with at least one wage arrived this year. */
  readonly paidWorkers: number;
  /** Per month of this year (1月 … this month): amount by funds status. */
  readonly byMonth: ScreenSeries;
  /** Amount by funds status (SPEC §3 funds-to-account status), `key` the code. */
  readonly byFundsStatus: ScreenPoint[];
  /** Workers on the roster by wage-account status (SPEC §3 bank account status). */
  readonly bankAccounts: ScreenPoint[];
}

/** GetXmtj_dnzhtj: current-year wage-account statistics (docs/decisions/0163). */
export async function accountStats(f: ScreenFilter): Promise<AccountStats> {
  const yearStart = `date_trunc('year', ${siteTodaySql}::timestamp)::date`;
  // Amounts from the per-project month summary, paid workers from the per-project arrivals summary, bank
  // accounts from the roster groups the personnel panels share (docs/decisions/0230).
  const [months, totals, groups] = await Promise.all([
    rowsOf(f, (p) => `SELECT extract(month FROM t.pay_month)::int AS m, t.funds_status AS s, sum(t.amount) AS amount
                        FROM screen_wage_months t WHERE ${f.where('screen_wage_months', p)} AND t.pay_month >= ${yearStart} GROUP BY 1, 2`),
    rowsOf(f, (p) => `SELECT (SELECT count(*) FROM (SELECT DISTINCT t.worker_id FROM screen_wage_arrivals t
                               WHERE ${f.where('screen_wage_arrivals', p)} AND t.pay_year >= (SELECT extract(year FROM ${siteTodaySql})::int)) x)::int AS paid_workers,
                             extract(year FROM ${siteTodaySql})::int AS year, extract(month FROM ${siteTodaySql})::int AS month`),
    rosterGroups(f),
  ]);
  const bank = groups.filter((r) => r.dim === 'bank').map((r) => ({ key: r.bank, n: r.n }));
  const t = totals[0] ?? {};
  const monthCount = num(t.month) || 12;
  const amountOf = (m: number, s: number) => round(num(months.find((r) => num(r.m) === m && num(r.s) === s)?.amount));
  const monthNos = Array.from({ length: monthCount }, (_, i) => i + 1);
  const byStatus = new Map<string, number>();
  for (const r of months) byStatus.set(String(r.s), round((byStatus.get(String(r.s)) ?? 0) + num(r.amount)));
  const arrived = byStatus.get('1') ?? 0;
  const notArrived = byStatus.get('2') ?? 0;
  const notPaid = byStatus.get('0') ?? 0;
  return {
    year: num(t.year),
    payableTotal: round(arrived + notArrived + notPaid),
    arrivedTotal: arrived,
    notArrivedTotal: notArrived,
    notPaidTotal: notPaid,
    arrivedRate: percent(arrived, arrived + notArrived),
    paidWorkers: num(t.paid_workers),
    byMonth: {
      categories: monthNos.map((m) => `${m}月`),
      series: [
        { name: '应发工资', data: monthNos.map((m) => round(amountOf(m, 0) + amountOf(m, 1) + amountOf(m, 2))) },
        ...FUNDS_TO_ACCOUNT_STATUS.map((e) => ({ name: e.label, data: monthNos.map((m) => amountOf(m, e.value)) })),
      ],
    },
    byFundsStatus: pointsOfLookup(FUNDS_TO_ACCOUNT_STATUS, byStatus),
    bankAccounts: pointsOfLookup(BANK_ACCOUNT_STATUS, countMap(bank)),
  };
}
