import { formatSiteDate, formatSiteDateTime, instantOf, siteClockParts, siteDateText, siteTimeText } from './site-time';

describe('formatSiteDateTime (yyyy-MM-dd HH:mm in Asia/Shanghai, docs/decisions/0390)', () => {
  it.each([
    ['a UTC instant mid-morning', '2026-06-15T02:00:00.000Z', '2026-06-15 10:00'],
    ['16:00 UTC is midnight on site: the next day', '2026-06-15T16:00:00.000Z', '2026-06-16 00:00'],
    ['15:59 UTC is still the same site day', '2026-06-15T15:59:59.999Z', '2026-06-15 23:59'],
    ['across a year end', '2026-12-31T16:30:00Z', '2027-01-01 00:30'],
    ['across a month end (Feb, leap year)', '2028-02-28T17:05:00Z', '2028-02-29 01:05'],
    ['an explicit +08:00 offset', '2026-06-15T23:45:10+08:00', '2026-06-15 23:45'],
    ['another offset', '2026-06-15T12:00:00-04:00', '2026-06-16 00:00'],
    ['ISO without a zone is UTC (as the server writes it)', '2026-06-15T20:10:00', '2026-06-16 04:10'],
    ['site-local text keeps its clock, cut to minutes', '2026-06-15 23:59:30', '2026-06-15 23:59'],
  ])('%s: %s → %s', (_why, value, expected) => expect(formatSiteDateTime(value)).toBe(expected));

  it('takes epoch milliseconds and Dates', () => {
    expect(formatSiteDateTime(Date.UTC(2026, 5, 15, 16, 0, 0))).toBe('2026-06-16 00:00');
    expect(formatSiteDateTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)))).toBe('2026-01-01 08:00');
  });

  it.each([
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['2026-06-15', '2026-06-15'],
    ['暂无', '暂无'],
  ])('%p → %p (empty or not a time: unchanged)', (value, expected) => expect(formatSiteDateTime(value)).toBe(expected));
});

describe('formatSiteDate (the site day)', () => {
  it.each([
    ['a date column sent as UTC midnight', '2026-06-15T00:00:00.000Z', '2026-06-15'],
    ['a date column sent as midnight of a server in China time', '2026-06-14T16:00:00.000Z', '2026-06-15'],
    ['an instant after site midnight', '2026-06-15T17:00:00Z', '2026-06-16'],
    ['plain date text', '2026-06-15', '2026-06-15'],
    ['site-local text', '2026-06-15 23:59:00', '2026-06-15'],
    ['empty', '', ''],
  ])('%s: %s → %s', (_why, value, expected) => expect(formatSiteDate(value)).toBe(expected));
});

describe('siteClockParts (the large-screen clock)', () => {
  it('reads an instant on the site clock, weekday included, across midnight', () => {
    // 2026-06-14 is a Sunday; 16:00:05 UTC is Monday 00:00:05 on site.
    const p = siteClockParts(Date.UTC(2026, 5, 14, 16, 0, 5));
    expect(siteDateText(p)).toBe('2026-06-15');
    expect(siteTimeText(p)).toBe('00:00:05');
    expect(p.weekday).toBe(1);
    const before = siteClockParts(Date.UTC(2026, 5, 14, 15, 59, 59));
    expect([siteDateText(before), siteTimeText(before), before.weekday]).toEqual(['2026-06-14', '23:59:59', 0]);
  });

  it('instantOf reads only instants', () => {
    expect(instantOf('2026-06-15T02:00:00Z')).toBe(Date.UTC(2026, 5, 15, 2));
    expect(instantOf('2026-06-15 10:00:00')).toBeUndefined();
    expect(instantOf('abc')).toBeUndefined();
    expect(instantOf(0)).toBeUndefined();
  });
});
