import { hasData, pick, toPanelData } from './panel-data';

describe('toPanelData: what a statistics endpoint answered, ready to draw', () => {
  test.each([
    ['a number', 12, { kind: 'value', value: 12 }],
    ['a numeric string', '12.5', { kind: 'value', value: 12.5 }],
    ['{value, unit, name}', { value: 3, unit: '台', name: '在线' }, { kind: 'value', value: 3, unit: '台', name: '在线' }],
    ['null', null, { kind: 'none' }],
    ['an empty list', [], { kind: 'none' }],
    ['text', '在建', { kind: 'none' }],
  ] as const)('%s', (_label, raw, expected) => {
    expect(toPanelData(raw)).toEqual(expected);
  });

  test('name/value points keep unit and colour', () => {
    expect(toPanelData([{ name: '在建', value: '3', key: 3, color: '#00e0a1' }, { name: '停工', value: 0 }])).toEqual({
      kind: 'points',
      points: [{ name: '在建', value: 3, color: '#00e0a1' }, { name: '停工', value: 0 }],
    });
  });

  test('series over categories (nulls stay gaps)', () => {
    expect(toPanelData({ categories: ['11-01', '11-02'], series: [{ name: '出勤人数', data: [5, null] }, { name: '在册人数', data: [9, 9], color: '#fff' }] })).toEqual({
      kind: 'series',
      categories: ['11-01', '11-02'],
      series: [{ name: '出勤人数', data: [5, null] }, { name: '在册人数', data: [9, 9], color: '#fff' }],
    });
  });

  test('one {name, data, categories} series (SPEC §3 chart data)', () => {
    expect(toPanelData({ name: '吊次', data: [1, 2], categories: ['08:00', '09:00'] })).toEqual({
      kind: 'series', categories: ['08:00', '09:00'], series: [{ name: '吊次', data: [1, 2] }],
    });
  });

  test('map markers (SPEC §3), with the centre of a {center, markers} answer', () => {
    const marker = { id: 4, title: '南山科技园综合楼项目', center: { lng: 113.9446, lat: '22.5405' }, iconStyle: 'inProgress', statusName: '在建', address: '深圳' };
    expect(toPanelData({ center: { lng: 113.9, lat: 22.5 }, markers: [marker], legend: [] })).toEqual({
      kind: 'markers',
      markers: [{ id: '4', title: '南山科技园综合楼项目', lng: 113.9446, lat: 22.5405, iconStyle: 'inProgress', statusName: '在建', address: '深圳' }],
      center: { lng: 113.9, lat: 22.5 },
    });
  });

  test('other object lists become table rows (booleans as 是/否, nested values dropped)', () => {
    expect(toPanelData([{ id: 1, name: '1号塔吊', online: true, extra: { a: 1 } }, { id: 2, name: '2号塔吊', online: false, load: 1.5 }])).toEqual({
      kind: 'rows',
      columns: ['id', 'name', 'online', 'extra', 'load'],
      rows: [{ id: 1, name: '1号塔吊', online: '是' }, { id: 2, name: '2号塔吊', online: '否', load: 1.5 }],
    });
  });

  test('hasData: a zero is data, an empty series is not', () => {
    expect(hasData(toPanelData(0))).toBe(true);
    expect(hasData(toPanelData({ categories: [], series: [] }))).toBe(false);
    expect(hasData(toPanelData(undefined))).toBe(false);
  });
});

describe('pick: the part of an answer a panel reads', () => {
  const data = { projects: { total: 6, byStatus: [{ name: '筹备', value: 1 }, { name: '立项', value: 2 }, { name: '在建', value: 3 }] } };
  test.each([
    ['projects.total', 6],
    ['projects.byStatus.2.value', 3],
    ['projects.missing.value', undefined],
    ['', data],
  ])('%s', (path, expected) => {
    expect(pick(data, path)).toEqual(expected);
  });
});
