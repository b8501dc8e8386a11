import { RecordingNotifier, ManualTimer, MemoryTokenStore, ScriptedConfirmDialog } from './index';

describe('ManualTimer', () => {
  it('runs intervals and timeouts as time is advanced', () => {
    const timer = new ManualTimer();
    const seen: string[] = [];
    const every = timer.setInterval(() => seen.push(`i${timer.now()}`), 100);
    timer.setTimeout(() => seen.push(`t${timer.now()}`), 150);
    timer.advance(250);
    expect(seen).toEqual(['i100', 't150', 'i200']);
    timer.clearInterval(every);
    timer.advance(1000);
    expect(seen).toHaveLength(3);
    expect(timer.pending).toBe(0);
  });
});

describe('MemoryTokenStore', () => {
  it('keeps the session token and the access token apart, and clears both', () => {
    const store = new MemoryTokenStore();
    store.setToken('session');
    store.setAccessToken('access');
    expect([store.getToken(), store.getAccessToken()]).toEqual(['session', 'access']);
    store.clear();
    expect([store.getToken(), store.getAccessToken()]).toEqual([undefined, undefined]);
  });
});

describe('ScriptedConfirmDialog', () => {
  it('answers from the queue, then with the standing answer, and without one stays open until answered', async () => {
    const dialog = new ScriptedConfirmDialog().willAnswer(false);
    expect(await dialog.confirm({ title: 'a', message: '1', confirmText: '确定' })).toBe(false);
    const open = dialog.confirm({ title: 'b', message: '2', confirmText: '确定' });
    expect(dialog.openCount).toBe(1);
    expect(dialog.answer(true)).toBe(true);
    expect(await open).toBe(true);
    expect(dialog.answer(true)).toBe(false);
    dialog.alwaysAnswer(true);
    expect(await dialog.confirm({ title: 'c', message: '3', confirmText: '确定' })).toBe(true);
    expect(dialog.requests.map((r) => r.title)).toEqual(['a', 'b', 'c']);
  });
});

describe('RecordingNotifier', () => {
  it('records every toast; showing() leaves out one a later toast of its key replaced', () => {
    const notifier = new RecordingNotifier();
    notifier.info('已取消删除', { key: 'delete-outcome' });
    notifier.warning('其他提示');
    notifier.success('删除成功!', { key: 'delete-outcome' });
    expect(notifier.messages()).toEqual(['已取消删除', '其他提示', '删除成功!']);
    expect(notifier.showing()).toEqual(['其他提示', '删除成功!']);
    expect(notifier.toasts[2]).toEqual({ level: 'success', message: '删除成功!', key: 'delete-outcome' });
  });
});
