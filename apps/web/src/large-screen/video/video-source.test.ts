import { describe, expect, it } from '@jest/globals';
import { hlsErrorAction, mediaErrorMessage, playbackPlan, retryDelayMs, type PlaybackCapabilities } from './video-source';
import { videoMessages } from './video-messages';

const chrome: PlaybackCapabilities = { nativeHls: false, mediaSource: true };
const chromeWithNativeHls: PlaybackCapabilities = { nativeHls: true, mediaSource: true };
const oldIphone: PlaybackCapabilities = { nativeHls: true, mediaSource: false };
const bare: PlaybackCapabilities = { nativeHls: false, mediaSource: false };

describe('playbackPlan', () => {
  it.each([[undefined], [null], [''], ['   ']])('says 未配置视频流地址 for %j', (url) =>
    expect(playbackPlan(url, chrome)).toEqual({ kind: 'none', message: '未配置视频流地址' }),
  );
  it('plays HLS through hls.js where the browser has Media Source Extensions', () =>
    expect(playbackPlan('https://cam.example/live/1.m3u8', chrome)).toEqual({ kind: 'hlsjs', url: 'https://cam.example/live/1.m3u8' }));
  it('prefers hls.js where the browser could also play HLS itself (Chromium 14x+, desktop Safari)', () =>
    expect(playbackPlan('/hls/site-1.m3u8', chromeWithNativeHls).kind).toBe('hlsjs'));
  it('plays HLS natively where there is no Media Source Extensions', () =>
    expect(playbackPlan('/hls/site-1.m3u8?token=x', oldIphone)).toEqual({ kind: 'native', url: '/hls/site-1.m3u8?token=x' }));
  it('treats an address without extension as HLS', () => expect(playbackPlan('https://cam.example/stream?id=7', chrome).kind).toBe('hlsjs'));
  it('plays a plain video file with the video element', () => expect(playbackPlan('https://cdn.example/demo.MP4', chrome)).toEqual({ kind: 'file', url: 'https://cdn.example/demo.MP4' }));
  it('explains that RTSP is not playable in a browser', () =>
    expect(playbackPlan('rtsp://192.0.2.10:554/ch1', chrome)).toEqual({ kind: 'invalid', message: videoMessages.rtspUnsupported }));
  it.each([['javascript:alert(1)'], ['ftp://x/y.m3u8'], ['cam1']])('refuses %s', (url) => expect(playbackPlan(url, chrome).kind).toBe('invalid'));
  it('says so where HLS cannot play at all', () => expect(playbackPlan('https://cam.example/a.m3u8', bare)).toEqual({ kind: 'unsupported', message: videoMessages.unsupported }));
});

describe('hlsErrorAction', () => {
  it('ignores non-fatal errors', () => expect(hlsErrorAction({ type: 'networkError', details: 'fragLoadError', fatal: false }, 0)).toEqual({ action: 'ignore' }));
  it('retries a fatal network error with a Chinese message', () =>
    expect(hlsErrorAction({ type: 'networkError', details: 'manifestLoadError', fatal: true }, 0)).toEqual({ action: 'retry', message: '视频流连接中断，正在重试…' }));
  it('fails on a manifest that is not HLS', () =>
    expect(hlsErrorAction({ type: 'networkError', details: 'manifestParsingError', fatal: true }, 0)).toEqual({ action: 'fail', message: videoMessages.manifestInvalid }));
  it('fails on codecs the browser lacks', () =>
    expect(hlsErrorAction({ type: 'mediaError', details: 'manifestIncompatibleCodecsError', fatal: true }, 0).action).toBe('fail'));
  it('recovers a media error once, then fails', () => {
    expect(hlsErrorAction({ type: 'mediaError', details: 'bufferStalledError', fatal: true }, 0).action).toBe('recoverMedia');
    expect(hlsErrorAction({ type: 'mediaError', details: 'bufferStalledError', fatal: true }, 1)).toEqual({ action: 'fail', message: '视频解码失败' });
  });
  it('fails on other fatal errors', () => expect(hlsErrorAction({ type: 'otherError', details: 'internalException', fatal: true }, 0)).toEqual({ action: 'fail', message: '视频播放失败' }));
});

describe('retryDelayMs', () => {
  it.each([
    [0, 2000],
    [1, 4000],
    [3, 16000],
    [4, 30000],
    [20, 30000],
  ])('attempt %d waits %d ms', (n, ms) => expect(retryDelayMs(n)).toBe(ms));
});

describe('mediaErrorMessage', () => {
  it.each([
    [2, videoMessages.networkRetrying],
    [3, videoMessages.mediaError],
    [4, videoMessages.manifestInvalid],
    [undefined, videoMessages.playFailed],
  ])('code %j', (code, msg) => expect(mediaErrorMessage(code)).toBe(msg));
});
