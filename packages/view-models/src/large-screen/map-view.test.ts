import { mapViewOf } from './map-view';

const marker = (id: string, lng: number, lat: number) => ({ id, title: id, lng, lat });

describe('overview map view: every marker in sight, SPEC §2.10 zoom 12 at most', () => {
  test('no markers: the default zoom, the given centre', () => {
    expect(mapViewOf([], { lng: 1, lat: 2 })).toEqual({ center: { lng: 1, lat: 2 }, zoom: 12 });
  });

  test('one project: zoom 12 on it', () => {
    expect(mapViewOf([marker('a', 113.9, 22.5)])).toEqual({ center: { lng: 113.9, lat: 22.5 }, zoom: 12 });
  });

  test('Shenzhen and Guangzhou projects: zoomed out to fit', () => {
    const view = mapViewOf([marker('a', 113.9446, 22.5405), marker('b', 114.0583, 22.5489), marker('c', 113.3245, 23.1371)]);
    expect(view.zoom).toBe(10);
    expect(view.center?.lng).toBeCloseTo(113.6914, 3);
  });

  test('projects across the country never go wider than zoom 5', () => {
    expect(mapViewOf([marker('a', 87.6, 43.8), marker('b', 126.6, 45.8), marker('c', 110.3, 20.0)]).zoom).toBe(5);
  });

  test('the server centre wins over the markers middle', () => {
    expect(mapViewOf([marker('a', 113, 22), marker('b', 114, 23)], { lng: 113.2, lat: 22.2 }).center).toEqual({ lng: 113.2, lat: 22.2 });
  });
});
