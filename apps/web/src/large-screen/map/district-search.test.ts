import { describe, expect, it } from '@jest/globals';
import { divisionPathNames, loadDivisionRows } from '@worksite/lookups';
import { bareName, buildDivisionIndex, searchDistricts, zoomForDivision, type DivisionRow } from './district-search';

const rows: DivisionRow[] = [
  ['440000', '广东省', '', 113.28, 23.13],
  ['440300', '深圳市', '440000', 114.09, 22.55],
  ['440305', '南山区', '440300', 113.93, 22.53],
  ['440304', '福田区', '440300', 114.05, 22.54],
  ['230000', '黑龙江省', '', 126.64, 45.76],
  ['230400', '鹤岗市', '230000', 130.28, 47.33],
  ['230404', '南山区', '230400', 130.29, 47.32],
  ['110000', '北京市', '', 116.41, 39.9],
  ['110105', '朝阳区', '110000', 116.49, 39.92],
  ['210000', '辽宁省', '', 123.43, 41.8],
  ['211300', '朝阳市', '210000', 120.45, 41.58],
];
const index = buildDivisionIndex(rows);
const codes = (kw: string, near?: { lng: number; lat: number }) => searchDistricts(index, kw, near ? { near } : {}).map((d) => d.code);

describe('bareName', () => {
  it.each([
    ['南山区', '南山'],
    ['广东省', '广东'],
    ['新疆维吾尔自治区', '新疆'],
    ['香港特别行政区', '香港'],
    ['市', '市'],
  ])('%s → %s', (name, bare) => expect(bareName(name)).toBe(bare));
});

describe('buildDivisionIndex', () => {
  it('builds full names and levels', () => {
    const nanshan = index.byCode.get('440305')!;
    expect(nanshan).toMatchObject({ fullName: '广东省深圳市南山区', level: 'district', parentCode: '440300', centre: { lng: 113.93, lat: 22.53 } });
    expect(index.byCode.get('440300')!.level).toBe('city');
    expect(index.byCode.get('110105')!).toMatchObject({ level: 'district', fullName: '北京市朝阳区' });
  });
});

describe('searchDistricts', () => {
  it('finds a district by its exact name', () => expect(codes('福田区')).toEqual(['440304']));
  it('finds a district without its suffix', () => expect(codes('福田')).toEqual(['440304']));
  it('finds by full name', () => expect(codes('广东省深圳市南山区')[0]).toBe('440305'));
  it('finds by a shortened full name', () => expect(codes('深圳南山')[0]).toBe('440305'));
  it('finds a city', () => expect(codes('深圳')[0]).toBe('440300'));
  it('lists the children of a matched province after it', () => expect(codes('广东')).toEqual(['440000', '440300', '440304', '440305']));
  it('breaks ties by distance to the map centre', () => {
    expect(codes('南山', { lng: 114, lat: 22.5 })[0]).toBe('440305');
    expect(codes('南山', { lng: 130, lat: 47 })[0]).toBe('230404');
  });
  it('without a centre, ties go to the lower code', () => expect(codes('南山')).toEqual(['230404', '440305']));
  it('prefers the higher level among equal matches', () => expect(codes('朝阳')[0]).toBe('211300'));
  it.each(['', '   '])('returns nothing for %j', (kw) => expect(codes(kw)).toEqual([]));
  it('returns nothing for an unknown place', () => expect(codes('火星')).toEqual([]));
  it('ignores spaces inside the keyword', () => expect(codes('南 山 区', { lng: 114, lat: 22.5 })[0]).toBe('440305'));
  it('honours the limit', () => expect(searchDistricts(index, '区', { limit: 2 })).toHaveLength(2));
});

describe('the bundled division index (@worksite/lookups divisions.json)', () => {
  it('is a divisions file with every province, city and district, named from the province down', async () => {
    const full = buildDivisionIndex(await loadDivisionRows());
    expect(full.divisions.filter((d) => d.level === 'province')).toHaveLength(34);
    expect(full.divisions.length).toBe(3401);
    const names = divisionPathNames(await loadDivisionRows());
    expect(['440305', '110105', '440000', '4403'].map((c) => names.get(c))).toEqual(['广东省 深圳市 南山区', '北京市 朝阳区', '广东省', undefined]);
  });

  it.each<[string, string, string, number, number]>([
    ['南山区', '440305', '广东省深圳市南山区', 113.93, 22.53],
    ['宝安', '440306', '广东省深圳市宝安区', 113.88, 22.55],
    ['天河区', '440106', '广东省广州市天河区', 113.36, 23.12],
    ['海淀', '110108', '北京市海淀区', 116.3, 39.96],
    ['浦东新区', '310115', '上海市浦东新区', 121.57, 31.25],
  ])('%s → %s %s near (%d, %d)', async (kw, code, fullName, lng, lat) => {
    const full = buildDivisionIndex(await loadDivisionRows());
    const first = searchDistricts(full, kw, { near: { lng: 113.93, lat: 22.56 } })[0]!;
    expect(first.code).toBe(code);
    expect(first.fullName).toBe(fullName);
    expect(Math.abs(first.centre.lng - lng)).toBeLessThan(0.15);
    expect(Math.abs(first.centre.lat - lat)).toBeLessThan(0.15);
  });
});

describe('zoomForDivision', () => {
  it.each([
    ['province', 7],
    ['city', 10],
    ['district', 12],
  ] as const)('%s → %d', (level, zoom) => expect(zoomForDivision(level)).toBe(zoom));
});
