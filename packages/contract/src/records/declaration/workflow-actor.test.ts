import { supervisionRecordRecord } from '../supervision-record-record';
import { moveActorAllows, moveActorRefusal, type MoveCaller } from './workflow-actor';

const moves = supervisionRecordRecord.workflows![0]!.transitions;
const rectify = moves.find((t) => t.label === '整改完成')!;
const review = moves.find((t) => t.label === '复查通过')!;
const row: Record<string, unknown> = { inspectorCompanyId: 5, inspectorName: '深圳市南山区住房和建设局' };
const valueOf = (key: string) => row[key];
const caller = (c: Partial<MoveCaller>): MoveCaller => ({ isSystemAdmin: false, companyId: 1, userType: 0, ...c });

describe('who may make a move (the declared actor, docs/decisions/0417)', () => {
  test('整改完成: enterprise and project users; not the authority; system administrators always', () => {
    expect([0, 1, 2].map((userType) => moveActorAllows(rectify, caller({ userType }), valueOf))).toEqual([true, false, true]);
    expect(moveActorAllows(rectify, caller({ userType: 1, isSystemAdmin: true }), valueOf)).toBe(true);
    expect(moveActorRefusal(rectify, valueOf)).toBe('整改完成由项目方提交');
  });

  test('复查: only a caller working in the inspecting company; the refusal names it', () => {
    expect(moveActorAllows(review, caller({ companyId: 5, userType: 1 }), valueOf)).toBe(true);
    expect(moveActorAllows(review, caller({ companyId: 1 }), valueOf)).toBe(false);
    expect(moveActorAllows(review, caller({ companyId: null }), valueOf)).toBe(false);
    expect(moveActorAllows(review, caller({ companyId: 5 }), () => undefined)).toBe(false);
    expect(moveActorRefusal(review, valueOf)).toBe('复查由检查单位「深圳市南山区住房和建设局」进行');
  });

  test("a move without an actor is anyone's who holds its button", () => {
    expect(moveActorAllows({ ...review, actor: undefined }, caller({ companyId: 9 }), valueOf)).toBe(true);
  });
});
