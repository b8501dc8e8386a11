import { modeLinks } from './mode-links';

describe('modeLinks (SPEC §2.4)', () => {
  it.each([
    [2, '项目管理后台', '/backHome?pjctid1=1', '项目大屏', '/LargeScreen/ProjectScreen/projectOverview?sortId=21'],
    [0, '企业管理后台', '/backHome?enterpid1=1', '企业大屏', '/LargeScreen/EnterpriseScreen/overview?sortId=1'],
    [1, '监管后台', '/backHome?governmentid1=1', '监管大屏', '/LargeScreen/SupervisoryScreen/overview?sortId=101'],
  ])('user type %i', (type, boLabel, boTarget, lsLabel, lsTarget) => {
    expect(modeLinks(type)).toEqual([
      { kind: 'backOffice', label: boLabel, target: boTarget },
      { kind: 'largeScreen', label: lsLabel, target: lsTarget },
    ]);
  });

  it.each([[undefined], [3], [-1]])('no links for user type %s', (type) => {
    expect(modeLinks(type)).toEqual([]);
  });
});
