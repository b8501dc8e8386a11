/**
 * The server's texts of 门禁 (issue 21, Deliver 2; docs/decisions/0660–0665): the gate ingest's refusals of a batch
 * or an event, the reasons a passage is refused with, the gate alarm's notice. Part of `messages` (messages.ts).
 */
export const gateMessages = {
  gateEventsRequired: '请上报通行事件（events）',
  gateTooMany: (max: number) => `单次最多上报${max}条通行事件`,
  gateEventIdInvalid: '事件编号缺失或超过64个字符',
  gatePersonRequired: '缺少身份证号或门禁卡号',
  gateIdCardInvalid: '身份证号格式不正确',
  gateCardNoInvalid: '门禁卡号不能超过32个字符',
  gateTimeInvalid: '通行时间不正确或超出允许范围',
  gatePhotoInvalid: '抓拍照片地址不能超过500个字符',
  gateReasonUnregistered: '未在本项目人员花名册登记',
  gateReasonExited: (day: string) => (day ? `已于${day}退场` : '已退场'),
  gateReasonBlacklisted: (reason: string) => `已列入黑名单${reason ? `：${reason}` : ''}`,
  gateReasonNoContract: '无已签订且在有效期内的劳动合同',
  gateReasonTraining: (missing: string) => `未完成三级教育（缺少${missing}）`,
  gateAlarmTitle: (device: string, reason: string) => `【门禁报警】${device} 拒绝通行：${reason}`,
  gateAlarmContent: (place: string, who: string, at: string, direction: string, reason: string, id: number) =>
    `${place}：${who}于 ${at} ${direction}场被拒绝，原因：${reason}。请核实人员身份并处理。（报警编号 ${id}）`,
  accessCardTaken: '门禁卡号已存在',
} as const;
