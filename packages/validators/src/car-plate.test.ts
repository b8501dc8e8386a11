import { isCarPlate, isNewEnergyPlate } from './car-plate';

describe('isCarPlate (SPEC §5)', () => {
  it.each([
    ['ordinary', '京A12345'],
    ['letters inside', '沪B1C2D3'],
    ['ends in a letter', '粤B1234A'],
    ['trailer', '粤B1234挂'],
    ['learner', '川A1234学'],
    ['police', '京A1234警'],
    ['Hong Kong', '粤Z1234港'],
    ['Macao', '粤Z1234澳'],
    ['small new-energy, pure electric', '粤BD12345'],
    ['small new-energy, other', '京AF12345'],
    ['small new-energy, letter in 4th place', '沪ADA1234'],
    ['large new-energy', '粤B12345D'],
    ['large new-energy F', '苏E12345F'],
  ])('accepts %s (%s)', (_why, value) => expect(isCarPlate(value)).toBe(true));

  it.each([
    ['no province', 'AB12345'],
    ['unknown province character', '中A12345'],
    ['digit as issuing letter', '京112345'],
    ['too short', '京A1234'],
    ['new-energy without D/F', '粤BA12345'],
    ['small new-energy with letter in last 4', '粤BD1234A'],
    ['large new-energy not ending D/F', '粤B12345A'],
    ['nine characters', '粤BD123456'],
    ['letter I', '京A1234I'],
    ['letter O', '京AO1234'],
    ['lower case', '京a12345'],
    ['special char not last', '京A挂1234'],
    ['space', '京A 12345'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isCarPlate(value)).toBe(false));
});

describe('isNewEnergyPlate', () => {
  it.each([
    ['粤BD12345', true],
    ['粤B12345D', true],
    ['京A12345', false],
    ['粤B1234挂', false],
  ])('%s → %s', (value, expected) => expect(isNewEnergyPlate(value)).toBe(expected));
});
