import { siteClockParts, siteDateText } from '@worksite/validators';
import { SITE_UTC_OFFSET } from '../../shared/site-time';
import type { SeedStep } from '../../shared/seed-step';

type Customer = [company: string, name: string, type: number, contactor: string, phone: string, address: string, remark: string];
/** A visit: its customer (index in CUSTOMERS), site days before the seed and site time, way, visitor, content, follow-up in site days after it. */
type Visit = [customer: number, daysAgo: number, at: string, way: number, visitor: string, content: string, followInDays: number | null];

const CUSTOMERS: readonly Customer[] = [
  ['subA', '深圳湾科技园开发有限公司', 1, '陈志远', '13912340001', '深圳市南山区科技园南区高新南七道', '南山科技园综合楼项目建设单位'],
  ['subA', '深圳市鹏城建设集团有限公司', 2, '刘海涛', '0755-86001234', '深圳市福田区深南大道6008号', ''],
  ['branchA1', '前海城建商砼采购中心', 4, '黄丽娟', '13612345678', '深圳市南山区前海大道1号', '年采购商砼约3万方'],
  ['subB', '宝安交通工程有限公司', 3, '周国平', '13798765432', '深圳市宝安区新安街道创业一路', ''],
  ['other', '广州天河商业投资有限公司', 1, '梁晓峰', '13500001111', '广州市天河区天河路228号', '天河商业综合体项目建设单位'],
];

const VISITS: readonly Visit[] = [
  [0, 12, '09:30', 1, '张建国', '拜访建设单位工程部，沟通南山科技园综合楼二期招标计划及进度安排。', 18],
  [0, 3, '15:00', 2, '张建国', '电话确认二期招标文件发布时间，对方预计下月初发布。', 10],
  [1, 6, '10:00', 3, '李项目', '视频会议介绍我司深基坑支护业绩，对方有意合作分包。', 7],
  [2, 9, '14:30', 1, '张建国', '上门了解前海片区商砼年度采购需求，提交C30/C35报价单。', null],
  [3, 4, '11:00', 1, '王工', '走访宝安桥梁改造项目现场，洽谈桥面铺装专业分包。', 14],
  [4, 2, '16:00', 2, '赵经理', '电话回访天河商业综合体竣工验收后的维保需求。', null],
];

const DAY_MS = 86_400_000;

/** The site day `days` after the seed's instant (negative: before), `yyyy-MM-dd`. */
const siteDay = (now: number, days: number): string => siteDateText(siteClockParts(now + days * DAY_MS));

/**
 * 客户列表 and 客户拜访 of the demo companies (docs/decisions/0420): fixed values, no random(); visit times and
 * follow-up dates in site days around the seed's instant, so the demo always shows recent visits. Each visit
 * belongs to its customer's company.
 */
export const seedCustomers: SeedStep = async (q, ctx) => {
  const ids: number[] = [];
  const companies: number[] = [];
  for (const [company, name, type, contactor, phone, address, remark] of CUSTOMERS) {
    const row = await q.one<{ id: number }>(
      `INSERT INTO customers (company_id, customer_name, customer_type, contactor, contact_phone, address, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [ctx.companies[company], name, type, contactor, phone, address, remark],
    );
    ids.push(row!.id);
    companies.push(ctx.companies[company]!);
  }
  for (const [customer, daysAgo, at, way, visitor, content, follow] of VISITS) {
    const visitTime = `${siteDay(ctx.now, -daysAgo)} ${at}${SITE_UTC_OFFSET}`;
    await q.exec(
      `INSERT INTO customer_visits (company_id, customer_id, visit_time, visit_way, visitor, content, next_follow_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [companies[customer], ids[customer], visitTime, way, visitor, content, follow === null ? null : siteDay(ctx.now, follow - daysAgo)],
    );
  }
};
