import { SCREEN_ENTRY_POINTS, screenEntryTarget } from './screen-entry-points';

describe('large-screen entry points (SPEC §2.1)', () => {
  it.each([
    ['enterprise', '/LargeScreen/EnterpriseScreen/overview', 1],
    ['supervisory', '/LargeScreen/SupervisoryScreen/overview', 101],
    ['project', '/LargeScreen/ProjectScreen/projectOverview', 21],
  ] as const)('%s opens %s with sortId %i', (list, path, sortId) => {
    expect(SCREEN_ENTRY_POINTS[list]).toEqual({ list, path, sortId });
    expect(screenEntryTarget(list)).toBe(`${path}?sortId=${sortId}`);
  });
});
