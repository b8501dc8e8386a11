import { creditGradeOf } from './integrity';

describe('creditGradeOf (信用等级 from 评价得分, docs/decisions/0425)', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89.9, 'B'],
    [85, 'B'],
    [80, 'B'],
    [79.5, 'C'],
    [70, 'C'],
    [69.9, 'D'],
    [0, 'D'],
  ])('%s → %s', (score, grade) => expect(creditGradeOf(score)).toBe(grade));
});
