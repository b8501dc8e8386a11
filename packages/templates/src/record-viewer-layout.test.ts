import type { Question, TemplateSection } from './inspection-template';
import { buildRecordViewerLayout } from './record-viewer-layout';
import type { ViewerCell, ViewerRow } from './viewer-cells';
import { viewerRows } from './viewer-rows';

const yesNo = (chosen: string, id: string, name: string) => ({
  id,
  name,
  value: chosen,
  childList: [
    { id: `${id}1`, name: '正常', value: '1', childList: [] },
    { id: `${id}2`, name: '异常', value: '0', childList: [] },
  ],
});

const questions: Question[] = [
  { typeName: '电气', content: [yesNo('1', 'a', '漏电保护'), yesNo('异常', 'b', '接地')] },
  { typeName: '外观', content: [{ id: 'c', name: '油位', value: '适中', childList: [] }] },
];

/** Cells as [kind, text or options/checked, rowSpan, colSpan] for compact tables. */
const brief = (c: ViewerCell): unknown[] =>
  c.kind === 'text'
    ? ['t', c.text, c.rowSpan, c.colSpan]
    : ['r', c.options.map((o) => `${o.label}=${o.value}`).join('|'), c.checked, c.rowSpan, c.colSpan];
const table = (rows: ViewerRow[]): unknown[][] => rows.map((r) => r.cells.map(brief));

describe('viewer rows per style', () => {
  it('style A (grouped): category spans its items, one radio group per item', () => {
    expect(table(viewerRows(questions, 'grouped', 's'))).toEqual([
      [['t', '电气', 2, 1], ['t', '漏电保护', 1, 1], ['r', '正常=1|异常=0', '1', 1, 1]],
      [['t', '', 0, 1], ['t', '接地', 1, 1], ['r', '正常=1|异常=0', '0', 1, 1]],
      [['t', '外观', 1, 1], ['t', '油位', 1, 1], ['t', '适中', 1, 1]],
    ]);
  });

  it('style B (answer-rows): a question with n answers spans n rows, the others get rowSpan 0', () => {
    expect(table(viewerRows(questions, 'answer-rows', 's'))).toEqual([
      [['t', '电气', 4, 1], ['t', '漏电保护', 2, 1], ['r', '正常=1', '1', 1, 1]],
      [['t', '', 0, 1], ['t', '', 0, 1], ['r', '异常=0', undefined, 1, 1]],
      [['t', '', 0, 1], ['t', '接地', 2, 1], ['r', '正常=1', undefined, 1, 1]],
      [['t', '', 0, 1], ['t', '', 0, 1], ['r', '异常=0', '0', 1, 1]],
      [['t', '外观', 1, 1], ['t', '油位', 1, 1], ['t', '适中', 1, 1]],
    ]);
  });

  it('style C (wire-rope): a heading across three columns, then numbered items', () => {
    expect(table(viewerRows(questions, 'wire-rope', 's'))).toEqual([
      [['t', '电气', 1, 3], ['t', '', 1, 0], ['t', '', 1, 0]],
      [['t', '1', 1, 1], ['t', '漏电保护', 1, 1], ['r', '正常=1|异常=0', '1', 1, 1]],
      [['t', '2', 1, 1], ['t', '接地', 1, 1], ['r', '正常=1|异常=0', '0', 1, 1]],
      [['t', '外观', 1, 3], ['t', '', 1, 0], ['t', '', 1, 0]],
      [['t', '1', 1, 1], ['t', '油位', 1, 1], ['t', '适中', 1, 1]],
    ]);
  });

  it('style D (gantry): left, right and answer parts', () => {
    const gantry: Question[] = [
      {
        typeName: '大车运行机构',
        content: [
          { id: 'g', name: '车轮', value: '', childList: [yesNo('1', 'L', '左'), yesNo('0', 'R', '右')] },
          yesNo('正常', 'h', '制动器'),
        ],
      },
    ];
    expect(table(viewerRows(gantry, 'gantry', 's'))).toEqual([
      [['t', '大车运行机构', 2, 1], ['t', '车轮', 1, 1], ['r', '正常=1|异常=0', '1', 1, 1], ['r', '正常=1|异常=0', '0', 1, 1]],
      [['t', '', 0, 1], ['t', '制动器', 1, 1], ['r', '正常=1|异常=0', '1', 1, 2], ['t', '', 1, 0]],
    ]);
  });

  it('keeps every row one cell per column and radio groups unique and disabled', () => {
    for (const style of ['grouped', 'answer-rows', 'wire-rope'] as const) {
      const rows = viewerRows(questions, style, 'x');
      expect(rows.every((r) => r.cells.length === 3)).toBe(true);
      expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      const radios = rows.flatMap((r) => r.cells).filter((c) => c.kind === 'radio');
      expect(radios.every((c) => c.kind === 'radio' && c.disabled)).toBe(true);
    }
  });

  it('shows a question without items on one row of its category', () => {
    expect(table(viewerRows([{ typeName: '其他', content: [] }], 'answer-rows', 's'))).toEqual([
      [['t', '其他', 1, 1], ['t', '', 1, 1], ['t', '', 1, 1]],
    ]);
  });
});

describe('buildRecordViewerLayout (SPEC §2.9)', () => {
  const text = JSON.stringify(questions);

  it('lays out four sections in order with their titles and the style of the device type', () => {
    const layout = buildRecordViewerLayout({ deviceType: '搅拌站', otherList: text, machineryList: questions });
    expect(layout.deviceType).toBe('搅拌站');
    expect(layout.style).toBe('answer-rows');
    expect(layout.sections.map((s) => [s.section, s.title, s.empty, s.style])).toEqual([
      ['inspection', '巡检模板', false, 'answer-rows'],
      ['operation', '操作模板', false, 'answer-rows'],
      ['repair', '维修模板', true, 'answer-rows'],
      ['maintenance', '保养模板', true, 'answer-rows'],
    ]);
    expect(layout.sections[0]?.rows).toHaveLength(5);
    expect(layout.sections[0]?.columns.map((c) => c.key)).toEqual(['category', 'item', 'result']);
  });

  it.each<[TemplateSection, 'otherList' | 'machineryList' | 'repairList' | 'maintainList', string]>([
    ['inspection', 'otherList', '巡检内容格式不正确'],
    ['operation', 'machineryList', '操作内容格式不正确'],
    ['repair', 'repairList', '维修内容格式不正确'],
    ['maintenance', 'maintainList', '保养内容格式不正确'],
  ])('shows a malformed %s list as empty with its message', (section, field, message) => {
    const layout = buildRecordViewerLayout({ deviceType: '钢丝绳', [field]: '{bad' });
    const s = layout.sections.find((x) => x.section === section);
    expect(s).toMatchObject({ empty: true, emptyText: '暂未设置模板', error: message, rows: [], style: 'wire-rope' });
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['blank', ''],
    ['an empty list', '[]'],
  ])('a %s list shows 暂未设置模板', (_name, list) => {
    const layout = buildRecordViewerLayout({ otherList: list });
    expect(layout.style).toBe('grouped');
    expect(layout.sections[0]).toMatchObject({ empty: true, emptyText: '暂未设置模板', error: undefined, rows: [] });
  });

  it('gives every radio group of a layout its own name', () => {
    const layout = buildRecordViewerLayout({ deviceType: '配电箱', otherList: text, repairList: text });
    const groups = layout.sections
      .flatMap((s) => s.rows.flatMap((r) => r.cells))
      .flatMap((c) => (c.kind === 'radio' ? [c.group] : []));
    expect(groups.length).toBe(4);
    expect(new Set(groups).size).toBe(4);
  });
});
