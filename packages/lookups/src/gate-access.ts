import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * 门禁 (issue 21, Deliver 2; docs/decisions/0660–0662): the direction a gate device is configured for, the
 * server's decision on a passage, and why a passage was refused — codes in the order the decision checks them.
 */
export const GATE_DIRECTION = [
  { value: 1, label: '进' },
  { value: 2, label: '出' },
] as const satisfies LookupTable<number>;

export const GATE_DECISION = [
  { value: 1, label: '允许' },
  { value: 2, label: '拒绝' },
] as const satisfies LookupTable<number>;

export const GATE_REFUSAL_REASON = [
  { value: 1, label: '未登记' },
  { value: 2, label: '已退场' },
  { value: 3, label: '黑名单' },
  { value: 4, label: '无已签订劳动合同' },
  { value: 5, label: '未完成三级教育' },
  { value: 6, label: '特种作业证书过期' },
] as const satisfies LookupTable<number>;

/** A code of GATE_REFUSAL_REASON. */
export type GateRefusalReason = (typeof GATE_REFUSAL_REASON)[number]['value'];

/** Label of a gate direction; '' when missing, 未知 when unknown. */
export function gateDirectionLabel(value: LookupInput): string {
  return labelOf(GATE_DIRECTION, value);
}

/** Label of a gate decision; '' when missing, 未知 when unknown. */
export function gateDecisionLabel(value: LookupInput): string {
  return labelOf(GATE_DECISION, value);
}

/** Label of a refusal reason; '' when missing, 未知 when unknown. */
export function gateRefusalReasonLabel(value: LookupInput): string {
  return labelOf(GATE_REFUSAL_REASON, value);
}
