import { SCREEN_IDS_WITHOUT_ROUTE } from './fixed-routes';
import { screenRouteForId } from './screen-route-for-id';

describe('screenRouteForId (SPEC §2.1 query ids)', () => {
  it.each([
    [1, '/ProjectScreen/engineering?id=1'],
    [2, '/ProjectScreen/projectManagements?id=2'],
    [4, '/ProjectScreen/video?id=4'],
    [14, '/ProjectScreen/video?id=14'],
    [11, '/ProjectScreen/projectOverview?id=11'],
    [13, '/ProjectScreen/personnel?id=13'],
    [16, '/ProjectScreen/quality?id=16'],
    [17, '/ProjectScreen/security?id=17'],
    [18, '/ProjectScreen/concrete?id=18'],
    [20, '/ProjectScreen/devicecount?id=20'],
    [21, '/ProjectScreen/car?id=21'],
    [22, '/ProjectScreen/Tunnel?id=22'],
  ])('id %i → %s', (id, address) => {
    expect(screenRouteForId(id)).toBe(address);
  });

  it.each([3, 5, 15, 6, 7, 8, 19, 12])('id %i has no route', (id) => {
    expect(SCREEN_IDS_WITHOUT_ROUTE).toContain(id);
    expect(screenRouteForId(id)).toBeUndefined();
  });
});
