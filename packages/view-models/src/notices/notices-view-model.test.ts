import 'reflect-metadata';
import { endpoints, type Notice } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { BroadcastBarViewModel } from './broadcast-bar-view-model';
import { NoticesViewModel } from './notices-view-model';

function setup() {
  const rig = createTestRig();
  let notices: Notice[] = [
    { id: 1, title: '塔吊告警', sysNoticeIsRead: 0 },
    { id: 2, title: '系统消息', sysNoticeIsRead: 0 },
    { id: 3, title: '已读消息', sysNoticeIsRead: 1 },
  ];
  rig.gateway.on(endpoints.noticeList, (p) => {
    const rows = p.sysNoticeIsRead === undefined ? notices : notices.filter((n) => n.sysNoticeIsRead === p.sysNoticeIsRead);
    return { data: rows, page: { has_next: false, has_prev: false, p_index: 1, p_size: Number(p.size), record_count: rows.length } };
  });
  rig.gateway.on(endpoints.noticeInfo, (p) => notices.find((n) => n.id === p.id) ?? notices[0]!);
  rig.gateway.on(endpoints.noticeMarkRead, (p) => {
    notices = notices.map((n) => (n.id === p.id ? { ...n, sysNoticeIsRead: 1 } : n));
    return undefined;
  });
  rig.gateway.on(endpoints.noticeDelete, (p) => {
    notices = notices.filter((n) => n.id !== p.id);
    return undefined;
  });
  return { ...rig, vm: rig.container.get(NoticesViewModel) };
}

describe('NoticesViewModel (SPEC §2.4, §7)', () => {
  test('the badge counts the unread list (index 0, size 500, sysNoticeIsRead 0)', async () => {
    const { vm, gateway } = setup();
    await vm.loadUnread();
    expect(gateway.paramsOf(endpoints.noticeList)).toEqual([{ index: 0, size: 500, sysNoticeIsRead: 0 }]);
    expect(vm.badgeCount).toBe(2);
  });

  test('opening an unread notice marks it read and the badge drops', async () => {
    const { vm, gateway } = setup();
    await vm.loadUnread();
    await vm.openInfo(1);
    expect(vm.infoOpen).toBe(true);
    expect(vm.current?.title).toBe('塔吊告警');
    expect(gateway.paramsOf(endpoints.noticeMarkRead)).toEqual([{ id: 1 }]);
    expect(vm.badgeCount).toBe(1);
    vm.closeInfo();
    expect(vm.infoOpen).toBe(false);
  });

  test('the notices page lists with paging', async () => {
    const { vm } = setup();
    await vm.loadPage();
    expect(vm.rows).toHaveLength(3);
    expect(vm.total).toBe(3);
    expect(vm.pager.sizes).toEqual([10, 20, 50, 100]);
  });

  test('delete: confirm → 删除成功! and reload; cancel → 已取消删除', async () => {
    const { vm, dialog, notifier } = setup();
    await vm.loadPage();
    expect(await vm.remove(2)).toBe(true);
    expect(notifier.messages('success')).toEqual(['删除成功!']);
    expect(vm.rows.map((n) => n.id)).toEqual([1, 3]);
    expect(vm.badgeCount).toBe(1);
    dialog.answer = false;
    expect(await vm.remove(1)).toBe(false);
    expect(notifier.messages('info')).toEqual(['已取消删除']);
  });
});

describe('BroadcastBarViewModel (SPEC §2.4, §9)', () => {
  test('shows, scrolls 13 s by default and hides after 50 s', () => {
    const { container, timer } = createTestRig();
    const bar = container.get(BroadcastBarViewModel);
    bar.show('今日大风，塔吊停止作业');
    expect(bar.visible).toBe(true);
    expect(bar.scrollSeconds).toBe(13);
    timer.advance(49_999);
    expect(bar.visible).toBe(true);
    timer.advance(1);
    expect(bar.visible).toBe(false);
  });

  test('a new text restarts the 50 s countdown', () => {
    const { container, timer } = createTestRig();
    const bar = container.get(BroadcastBarViewModel);
    bar.show('一');
    timer.advance(40_000);
    bar.show('二', 20);
    expect(bar.scrollSeconds).toBe(20);
    timer.advance(40_000);
    expect(bar.visible).toBe(true);
    timer.advance(10_000);
    expect(bar.visible).toBe(false);
    expect(timer.pending).toBe(0);
  });
});
