import 'reflect-metadata';
import { endpoints, type Notice } from '@worksite/contract';
import { SessionViewModel } from '../session/session-view-model';
import { button, loginData, menu } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { BroadcastBarViewModel } from './broadcast-bar-view-model';
import { NoticesViewModel } from './notices-view-model';

/** The 消息通知 page with the given buttons on its 消息通知 sub-page. */
const noticesPage = (buttons: readonly string[]) =>
  menu('MessageNotification', '消息通知', 0, [menu('MessageNotifications', '消息通知', 0, buttons.map(button))]);

function setup(buttons: readonly string[] = ['delete', 'search']) {
  const rig = createTestRig();
  rig.container.get(SessionViewModel).applyLogin(loginData({}, [noticesPage(buttons)]));
  let notices: Notice[] = [
    { id: 1, title: '塔吊告警', sysNoticeIsRead: 0, senderName: '' },
    { id: 2, title: '系统消息', sysNoticeIsRead: 0, senderName: '张管理' },
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
    // 发送人: the publisher, or 系统 for what the platform sent (decision 0626).
    expect(vm.rows.map((n) => vm.senderOf(n))).toEqual(['系统', '张管理', '系统']);
  });

  test('delete: confirm → 删除成功! and reload; cancel → 已取消删除', async () => {
    const { vm, dialog, notifier } = setup();
    expect(vm.canDelete).toBe(true);
    await vm.loadPage();
    expect(await vm.remove(2)).toBe(true);
    expect(notifier.messages('success')).toEqual(['删除成功!']);
    expect(vm.rows.map((n) => n.id)).toEqual([1, 3]);
    expect(vm.badgeCount).toBe(1);
    dialog.alwaysAnswer(false);
    expect(await vm.remove(1)).toBe(false);
    expect(notifier.messages('info')).toEqual(['已取消删除']);
  });

  test.each([
    ['search only', ['search']],
    ['no buttons', []],
  ])('delete needs the delete permission of the 消息通知 sub-page (%s)', async (_label, buttons) => {
    const { vm, gateway, dialog } = setup(buttons);
    expect(vm.buttons.search).toBe(buttons.includes('search'));
    expect(vm.canDelete).toBe(false);
    await vm.loadPage();
    expect(await vm.remove(2)).toBe(false);
    expect(dialog.requests).toEqual([]);
    expect(gateway.paramsOf(endpoints.noticeDelete)).toEqual([]);
  });

  test('no 消息通知 page in the tree: no delete', () => {
    const rig = createTestRig();
    rig.container.get(SessionViewModel).applyLogin(loginData({}, [menu('x', 'X', 0, [menu('y', 'Y', 0, [button('delete')])])]));
    expect(rig.container.get(NoticesViewModel).canDelete).toBe(false);
  });
});

describe('broadcast trigger: new unread broadcast notices (type 3) show the bar (docs/decisions/0192)', () => {
  function withUnread(rows: Notice[]) {
    const rig = setup();
    let unread = rows;
    rig.gateway.on(endpoints.noticeList, () => ({
      data: unread,
      page: { has_next: false, has_prev: false, p_index: 1, p_size: 500, record_count: unread.length },
    }));
    return { ...rig, bar: rig.container.get(BroadcastBarViewModel), setUnread: (r: Notice[]) => (unread = r) };
  }

  test('a message (1) or an alarm (2) does not; a broadcast (3) does, with title and content', async () => {
    const { vm, bar, setUnread } = withUnread([
      { id: 1, title: '系统消息', noticeType: 1, sysNoticeIsRead: 0 },
      { id: 2, title: '扬尘报警', noticeType: 2, sysNoticeIsRead: 0 },
    ]);
    await vm.loadUnread();
    expect(bar.visible).toBe(false);
    setUnread([
      { id: 3, title: '停电通知', content: '今晚 22:00 停电', noticeType: 3, sysNoticeIsRead: 0, createTime: '2026-05-01 08:00:00' },
      { id: 1, title: '系统消息', noticeType: 1, sysNoticeIsRead: 0 },
    ]);
    await vm.loadUnread();
    expect(bar.visible).toBe(true);
    expect(bar.text).toBe('停电通知：今晚 22:00 停电');
    expect(bar.scrollSeconds).toBe(13);
  });

  test('each broadcast is announced once: reloading the unread list does not bring it back after 50 s', async () => {
    const { vm, bar, timer, setUnread } = withUnread([{ id: 3, title: '停电通知', noticeType: 3, sysNoticeIsRead: 0 }]);
    await vm.loadUnread();
    expect(bar.text).toBe('停电通知');
    timer.advance(50_000);
    expect(bar.visible).toBe(false);
    await vm.loadUnread();
    expect(bar.visible).toBe(false);
    // A newer one arrives: only it shows.
    setUnread([
      { id: 4, title: '大风预警', noticeType: 3, sysNoticeIsRead: 0, createTime: '2026-05-02 09:00:00' },
      { id: 3, title: '停电通知', noticeType: 3, sysNoticeIsRead: 0 },
    ]);
    await vm.loadUnread();
    expect(bar.visible).toBe(true);
    expect(bar.text).toBe('大风预警');
  });

  test('several new broadcasts at once: newest first in one scrolling text', async () => {
    const { vm, bar } = withUnread([
      { id: 5, title: '旧', noticeType: 3, sysNoticeIsRead: 0, createTime: '2026-05-01 08:00:00' },
      { id: 6, title: '新', noticeType: 3, sysNoticeIsRead: 0, createTime: '2026-05-03 08:00:00' },
    ]);
    await vm.loadUnread();
    expect(bar.text).toBe('新\u3000\u3000旧');
  });

  test('another user signing in hears its broadcasts afresh', () => {
    const { container } = createTestRig();
    const bar = container.get(BroadcastBarViewModel);
    const rows: Notice[] = [{ id: 9, title: '通知', noticeType: 3, sysNoticeIsRead: 0 }];
    expect(bar.announce(rows, 1)).toBe(true);
    expect(bar.announce(rows, 1)).toBe(false);
    expect(bar.announce(rows, 2)).toBe(true);
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
