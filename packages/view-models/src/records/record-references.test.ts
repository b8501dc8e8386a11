import 'reflect-metadata';
import { FileTransfer, recordTypes, type FieldSpec, type RecordType } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { actionEndpoint, transitionEndpoint } from './record-calls';
import { detailFields } from './record-fields';
import { RecordPageFactory } from './record-page-factory';
import { listColumnFields, projectReference, referenceNaming } from './record-references';

/**
 * Names, not numbers (issue 19, docs/decisions/0550): for every declared type a page shows (it has a list call),
 * every field of its detail that holds another record's id shows that record's name in the 详情 dialog — the
 * name the record carries (`labelKey`), else the one the source type's list answers for that id. The detail
 * view-model of the type's page, over a scripted gateway: no HTTP per type (the lists' `id in (…)` are held to
 * the real server once, by apps/server/test/record-names-by-id.test.ts).
 */
const shown = Object.values(recordTypes).filter((rt) => actionEndpoint(rt, 'list') !== undefined);

/** The detail's fields holding another record's id: the declared references, and any other `…Id` (none may be). */
const idFields = (rt: RecordType): FieldSpec[] =>
  detailFields(rt).filter((f) => f.input?.type === 'remote' || (/[a-z]Id$/.test(f.key) && !f.label.endsWith('编号')));

test('the table covers the types the pages show', () => {
  expect(shown.length).toBeGreaterThanOrEqual(50);
});

describe.each(shown.map((rt) => [rt.name, rt] as const))('%s', (_name, rt) => {
  test('every id in its detail shows the name of the record it refers to', async () => {
    const refs = idFields(rt);
    // Each is a declared reference its page can name.
    expect(refs.filter((f) => f.input?.type !== 'remote' || referenceNaming(f) === undefined).map((f) => f.key)).toEqual([]);

    const record: Record<string, unknown> = { id: 1 };
    const expected: Record<string, string> = {};
    const bySource = new Map<RecordType, { label: FieldSpec; ids: number[] }>();
    refs.forEach((f, i) => {
      const id = 101 + i;
      record[f.key] = id;
      const naming = referenceNaming(f)!;
      if (naming.by === 'row') {
        record[naming.key] = `${f.label}之名`;
        expected[f.key] = `${f.label}之名`;
        return;
      }
      expected[f.key] = `${naming.source.title}${id}`;
      const named = bySource.get(naming.source) ?? { label: naming.label, ids: [] };
      bySource.set(naming.source, { ...named, ids: [...named.ids, id] });
    });

    const rig = createTestRig();
    // The page's Excel dialog takes the file port; a detail never moves a file.
    const noFiles = () => Promise.reject(new Error('no file moves in a detail'));
    rig.container.bind<FileTransfer>(FileTransfer).toConstantValue({ download: noFiles, upload: noFiles });
    // Each source's list answers the records asked for by id, named as the source names its records.
    for (const [source, { label, ids }] of bySource) {
      const list = actionEndpoint(source, 'list')!;
      const rows = ids.map((id) => ({ id, [label.key]: `${source.title}${id}` }));
      const page = { has_next: false, has_prev: false, p_index: 1, p_size: rows.length, record_count: rows.length };
      rig.gateway.on(list, () => (list.envelope === 'list' ? { data: rows, page } : rows) as never);
    }
    const detail = actionEndpoint(rt, 'detail');
    if (detail !== undefined) rig.gateway.on(detail, () => ({}) as never);
    const history = transitionEndpoint(rt, 'history');
    if (history !== undefined) rig.gateway.on(history, () => [] as never);

    const list = rig.container.get(RecordPageFactory).create(rt);
    expect(await list.detail.show(record)).toBe(true);
    const values = Object.fromEntries(list.detail.items.filter((item) => item.key in expected).map((item) => [item.key, item.value]));
    expect(values).toEqual(expected);
  });
});

describe('the project column (docs/decisions/0551)', () => {
  const labels = (rt: RecordType, withProject: boolean) => listColumnFields(rt, withProject).map((f) => f.label);

  it('is added after the record’s name on project-scoped lists that do not list it, only for a caller with more than one project', () => {
    const alarms = recordTypes.alarmRecord!;
    expect(labels(alarms, false)).toEqual(['设备名称', '设备类型', '监测指标', '报警值', '峰值', '报警级别', '处理状态', '报警时间', '恢复时间']);
    expect(labels(alarms, true)).toEqual(['设备名称', '项目', '设备类型', '监测指标', '报警值', '峰值', '报警级别', '处理状态', '报警时间', '恢复时间']);
    expect(labels(recordTypes.tadiaoDevice!, true).slice(0, 3)).toEqual(['设备名称', '所属项目', '设备编号']);
  });

  it('is never a second project column, nor on a type not scoped by project', () => {
    // 报警阈值 lists its 项目 already; a company's 全局项目 is no project the company belongs to.
    expect(labels(recordTypes.alarmThreshold!, true)).toEqual(labels(recordTypes.alarmThreshold!, false));
    expect(projectReference(recordTypes.company!)).toBeUndefined();
    expect(labels(recordTypes.company!, true)).toEqual(labels(recordTypes.company!, false));
  });
});
