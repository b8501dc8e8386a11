import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { loginData } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { SessionViewModel } from '../session/session-view-model';
import { RecordViewerViewModel } from './record-viewer-view-model';

const questions = JSON.stringify([
  {
    typeName: '电气',
    content: [
      {
        id: 'a',
        name: '漏电保护',
        value: '1',
        childList: [
          { id: 'a1', name: '正常', value: '1', childList: [] },
          { id: 'a2', name: '异常', value: '0', childList: [] },
        ],
      },
    ],
  },
]);

async function setup() {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData());
  await rig.container.get(SessionViewModel).login({ userName: 'a', password: 'b' });
  return { ...rig, viewer: rig.container.get(RecordViewerViewModel) };
}

describe('RecordViewerViewModel (SPEC §2.9)', () => {
  test('reads the record detail (rec_id, user_id, wid 11, fromplat minapp) into four sections', async () => {
    const { viewer, gateway } = await setup();
    gateway.on(endpoints.equipmentRecordDetail, () => ({ deviceType: '搅拌站', otherList: questions, machineryList: '' }));
    await viewer.showRecord(5);
    expect(gateway.paramsOf(endpoints.equipmentRecordDetail)).toEqual([{ rec_id: 5, user_id: 7, wid: 11, fromplat: 'minapp' }]);
    expect(viewer.open).toBe(true);
    expect(viewer.loading).toBe(false);
    expect(viewer.sections.map((s) => [s.title, s.empty])).toEqual([
      ['巡检模板', false],
      ['操作模板', true],
      ['维修模板', true],
      ['保养模板', true],
    ]);
    expect(viewer.sections[1]?.emptyText).toBe('暂未设置模板');
    const radios = viewer.sections[0]?.rows.flatMap((r) => r.cells).filter((c) => c.kind === 'radio') ?? [];
    expect(radios.length).toBeGreaterThan(0);
    expect(radios.every((c) => c.kind === 'radio' && c.disabled)).toBe(true);
  });

  test('a template (the list\'s 查看) names itself above its sections: 模板名称, 项目名称, 设备类型, 模板描述 (decision 0623)', async () => {
    const { viewer } = await setup();
    viewer.showTemplate({ id: 3, deviceType: '挖掘机', contentName: '挖掘机日检', description: '每日开机前检查', projectName: '城南安置房项目', otherList: questions });
    expect(viewer.items.map((i) => [i.label, i.value])).toEqual([
      ['模板名称', '挖掘机日检'],
      ['项目名称', '城南安置房项目'],
      ['设备类型', '挖掘机'],
      ['模板描述', '每日开机前检查'],
    ]);
    expect(viewer.sections.map((s) => s.empty)).toEqual([false, true, true, true]);
    await viewer.showRecord(5).catch(() => undefined);
    expect(viewer.items).toEqual([]);
  });

  test('a failed detail call shows the message and no layout', async () => {
    const { viewer, gateway, notifier } = await setup();
    gateway.fail(endpoints.equipmentRecordDetail, '记录不存在');
    await viewer.showRecord(5);
    expect(viewer.layout).toBeUndefined();
    expect(viewer.error).toBe('记录不存在');
    expect(notifier.messages('error')).toEqual(['记录不存在']);
    viewer.close();
    expect(viewer.open).toBe(false);
  });
});
