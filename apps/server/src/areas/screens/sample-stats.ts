import { SAMPLE_CATEGORY, SAMPLE_RESULT, aiSampleTexts, sampleCategoryLabel, sampleResultLabel } from '../ai-samples/ai-sample-lookups';
import { lastSiteDays, siteMonthStartSql } from '../../shared/site-time';
import { isoOf } from './chart-shapes';
import { siteDateOf, siteDayStartSql } from '../../shared/site-time';
import { countMap, dayLabel, num, pointsOfLookup, round, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

export interface SampleRow {
  readonly id: number;
  readonly sampleNo: string;
  readonly categoryName: string;
  readonly projectName: string;
  /** 见证人; '' when taken without a witness. */
  readonly witness: string;
  readonly samplingTime: string;
  readonly resultName: string;
}

export interface SampleStats {
  readonly total: number;
  /** Taken this site month. */
  readonly thisMonth: number;
  /** Not tested yet (待检测). */
  readonly pending: number;
  /** Passed / tested × 100, 1 decimal; 0 when none is tested. */
  readonly passRate: number;
  /** Samples with a witness. */
  readonly witnessed: number;
  /** witnessed / total × 100, 1 decimal; 0 without samples. */
  readonly witnessRate: number;
  /** Every category in SAMPLE_CATEGORY order (0 allowed). */
  readonly byCategory: ScreenPoint[];
  /** 待检测 / 合格 / 不合格. */
  readonly byResult: ScreenPoint[];
  /** By testing institution, most samples first. */
  readonly byInstitution: ScreenPoint[];
  /** Last 30 site days: 取样 by sampling time, 出具报告 by test time. */
  readonly trend: ScreenSeries;
  /** The 20 most recently taken. */
  readonly latest: SampleRow[];
}

/** Share in percent with 1 decimal; 0 when the whole is 0. */
const rate = (part: number, whole: number): number => (whole > 0 ? round((part * 100) / whole, 1) : 0);

/** Testing-institution screen (GetJcjg_yptj): sample totals, pass and witness rates, by category / result / institution, 30-day trend, latest 20. */
export async function sampleStats(f: ScreenFilter): Promise<SampleStats> {
  const since = `(${siteDayStartSql} - interval '29 days')`;
  const [totals, groups, sampled, reported, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*)::int AS total,
                             count(*) FILTER (WHERE t.sampling_time >= ${siteMonthStartSql})::int AS month,
                             count(*) FILTER (WHERE t.result = 'pending')::int AS pending,
                             count(*) FILTER (WHERE t.result = 'pass')::int AS pass,
                             count(*) FILTER (WHERE t.result = 'fail')::int AS fail,
                             count(*) FILTER (WHERE t.witness_name IS NOT NULL)::int AS witnessed
                        FROM test_samples t WHERE ${f.where('test_samples', p)}`),
    rowsOf(f, (p) => `SELECT t.category, t.result, t.institution_name, GROUPING(t.category, t.result, t.institution_name) AS g, count(*)::int AS n
                        FROM test_samples t WHERE ${f.where('test_samples', p)}
                       GROUP BY GROUPING SETS ((t.category), (t.result), (t.institution_name))`),
    rowsOf(f, (p) => `SELECT to_char(x.day, 'YYYY-MM-DD') AS key, x.n FROM (
                        SELECT ${siteDateOf('t.sampling_time')} AS day, count(*)::int AS n FROM test_samples t
                         WHERE ${f.where('test_samples', p)} AND t.sampling_time >= ${since} GROUP BY 1) x`),
    rowsOf(f, (p) => `SELECT to_char(x.day, 'YYYY-MM-DD') AS key, x.n FROM (
                        SELECT ${siteDateOf('t.tested_at')} AS day, count(*)::int AS n FROM test_samples t
                         WHERE ${f.where('test_samples', p)} AND t.tested_at >= ${since} GROUP BY 1) x`),
    rowsOf(f, (p) => `SELECT t.id, t.sample_no, t.category, t.witness_name, t.sampling_time, t.result, pr.project_name
                        FROM test_samples t LEFT JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('test_samples', p)} ORDER BY t.sampling_time DESC, t.id DESC LIMIT 20`),
  ]);
  const t = totals[0] ?? {};
  const total = num(t.total);
  const tested = num(t.pass) + num(t.fail);
  // GROUPING bits (category, result, institution): 3 = by category, 5 = by result, 6 = by institution
  const of = (g: number, key: string) => groups.filter((r) => num(r.g) === g).map((r) => ({ key: r[key], n: r.n }));
  const institutions = of(6, 'institution_name').sort((a, b) => num(b.n) - num(a.n) || String(a.key).localeCompare(String(b.key)));
  const days = lastSiteDays(30);
  const sampledBy = countMap(sampled);
  const reportedBy = countMap(reported);
  return {
    total,
    thisMonth: num(t.month),
    pending: num(t.pending),
    passRate: rate(num(t.pass), tested),
    witnessed: num(t.witnessed),
    witnessRate: rate(num(t.witnessed), total),
    byCategory: pointsOfLookup(SAMPLE_CATEGORY, countMap(of(3, 'category'))),
    byResult: pointsOfLookup(SAMPLE_RESULT, countMap(of(5, 'result'))),
    byInstitution: institutions.map((r) => ({ name: String(r.key || aiSampleTexts.noInstitution), value: num(r.n) })),
    trend: {
      categories: days.map(dayLabel),
      series: [
        { name: aiSampleTexts.sampledSeries, data: days.map((d) => sampledBy.get(d) ?? 0) },
        { name: aiSampleTexts.reportedSeries, data: days.map((d) => reportedBy.get(d) ?? 0) },
      ],
    },
    latest: latest.map((r) => ({
      id: num(r.id),
      sampleNo: String(r.sample_no),
      categoryName: sampleCategoryLabel(String(r.category)),
      projectName: String(r.project_name ?? ''),
      witness: r.witness_name === null || r.witness_name === undefined ? '' : String(r.witness_name),
      samplingTime: isoOf(r.sampling_time),
      resultName: sampleResultLabel(String(r.result)),
    })),
  };
}
