/**
 * The server's texts of 隐患排查 (issue 22, Deliver 1; docs/decisions/0700–0704): the refusals of a report or a
 * round, the notices of a report, of a major hazard to the supervising authority and of each escalation step.
 */

/** Names of the escalation ladder's levels (docs/decisions/0701), by escalation_level. */
export const HAZARD_LADDER: Readonly<Record<number, string>> = { 1: '责任人', 2: '项目经理', 3: '公司', 4: '督办' };

/** One hazard as its notices name it. */
export interface HazardNoticeFacts {
  readonly id: number;
  readonly project: string;
  readonly title: string;
  readonly type: string;
  readonly level: string;
  readonly location: string;
  readonly deadline: string;
}

const where = (h: HazardNoticeFacts) => (h.location ? `，位置：${h.location}` : '');

export const hazardMessages = {
  hazardProjectNotFound: '项目不存在或已删除',
  hazardWorkerNotInProject: '责任人不是本项目在册工人',
  hazardUserNotInProject: '责任人不是本项目的用户',
  hazardResponsibleRequired: '请选择责任人（工人或项目用户）',
  hazardRectifyNoteRequired: '请输入整改说明',
  hazardRejectReasonRequired: '请输入复查不通过的原因',
  hazardClosedFrozen: '隐患已关闭，不能修改',
  hazardTrailReported: '上报',
  hazardTrailRound: (round: number, kind: string) => `第${round}轮${kind}`,
  hazardReportNotice: {
    title: '隐患整改通知',
    content: (h: HazardNoticeFacts) =>
      `${h.project} ${h.level}「${h.title}」（${h.type}${where(h)}）需要整改，整改期限 ${h.deadline}。请按期整改并上传整改照片。（隐患编号 ${h.id}）`,
  },
  hazardMajorNotice: {
    title: '重大隐患报告',
    content: (h: HazardNoticeFacts) =>
      `${h.project} 上报重大隐患「${h.title}」（${h.type}${where(h)}），整改期限 ${h.deadline}。依据安全生产法第四十一条报告监管部门。（隐患编号 ${h.id}）`,
  },
  hazardReviewNotice: {
    title: '隐患待复查',
    content: (h: HazardNoticeFacts, round: number) =>
      `${h.project} 隐患「${h.title}」已提交第${round}轮整改，请复查。（隐患编号 ${h.id}）`,
  },
  hazardRejectedNotice: {
    title: '隐患复查不通过',
    content: (h: HazardNoticeFacts, reason: string) =>
      `${h.project} 隐患「${h.title}」复查不通过：${reason}。请在 ${h.deadline} 前重新整改。（隐患编号 ${h.id}）`,
  },
  hazardEscalationNotice: {
    title: (level: number) => `隐患逾期升级（${HAZARD_LADDER[level] ?? level}）`,
    content: (h: HazardNoticeFacts, level: number, hours: number) =>
      `${h.project} ${h.level}「${h.title}」（${h.type}${where(h)}）已超过整改期限 ${h.deadline}${hours > 0 ? ` ${hours} 小时` : ''}仍未闭合，已升级至${HAZARD_LADDER[level] ?? level}，请督促整改。（隐患编号 ${h.id}）`,
  },
} as const;
