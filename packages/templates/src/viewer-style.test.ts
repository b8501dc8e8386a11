import type { ViewerStyle } from './viewer-style';
import { DEFAULT_VIEWER_STYLE, VIEWER_COLUMNS, viewerStyleFor } from './viewer-style';

describe('record viewer style by deviceType (SPEC §2.9)', () => {
  it.each<[string | undefined, ViewerStyle]>([
    ['配电箱', 'grouped'],
    ['起重机', 'grouped'],
    ['机械设备', 'grouped'],
    ['挖掘机', 'answer-rows'],
    ['搅拌站', 'answer-rows'],
    ['行走设备', 'answer-rows'],
    ['钢丝绳', 'wire-rope'],
    ['龙门吊', 'gantry'],
    [' 龙门吊 ', 'gantry'],
    ['塔吊', 'grouped'],
    ['toString', 'grouped'],
    ['', 'grouped'],
    [undefined, 'grouped'],
  ])('%p uses style %s', (deviceType, style) => {
    expect(viewerStyleFor(deviceType)).toBe(style);
  });

  it('falls back to style A (grouped)', () => {
    expect(DEFAULT_VIEWER_STYLE).toBe('grouped');
  });

  it.each<[ViewerStyle, string[]]>([
    ['grouped', ['检查类别', '检查项目', '检查结果']],
    ['answer-rows', ['检查类别', '检查项目', '检查结果']],
    ['wire-rope', ['序号', '检查项目', '检查结果']],
    ['gantry', ['检查类别', '检查项目', '左侧', '右侧']],
  ])('%s has columns %p', (style, titles) => {
    expect(VIEWER_COLUMNS[style].map((c) => c.title)).toEqual(titles);
  });
});
