import { videoMessages } from './video-messages';

/**
 * How a video panel plays its configured URL (decision 0185). Pure: the browser's capabilities are passed in.
 */
export interface PlaybackCapabilities {
  /** The <video> element plays HLS itself (Safari, iOS). */
  readonly nativeHls: boolean;
  /** Media Source Extensions are there, so hls.js can play HLS. */
  readonly mediaSource: boolean;
}

export type PlaybackPlan =
  | { readonly kind: 'none'; readonly message: string }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'unsupported'; readonly message: string }
  | { readonly kind: 'native'; readonly url: string }
  | { readonly kind: 'hlsjs'; readonly url: string }
  | { readonly kind: 'file'; readonly url: string };

/** Picks the way to play a URL: nothing configured, HLS through hls.js or natively, or a plain video file. */
export function playbackPlan(url: string | null | undefined, caps: PlaybackCapabilities): PlaybackPlan {
  const u = url?.trim() ?? '';
  if (u === '') return { kind: 'none', message: videoMessages.notConfigured };
  if (/^(rtsp|rtmp)s?:\/\//i.test(u)) return { kind: 'invalid', message: videoMessages.rtspUnsupported };
  if (!/^(https?:\/\/|\/)/i.test(u)) return { kind: 'invalid', message: videoMessages.invalidUrl };
  const path = u.split(/[?#]/)[0]!.toLowerCase();
  if (/\.(mp4|webm|ogv|ogg)$/.test(path)) return { kind: 'file', url: u };
  // .m3u8, or a camera platform's stream address without an extension: HLS. hls.js first wherever Media
  // Source Extensions exist (as hls.js advises): one player, with its error reports and our retries, in
  // Chrome (which now also plays HLS natively), Edge, Firefox and desktop Safari; the <video> element's own
  // HLS where there is no MSE (older iPhones).
  if (caps.mediaSource) return { kind: 'hlsjs', url: u };
  if (caps.nativeHls) return { kind: 'native', url: u };
  return { kind: 'unsupported', message: videoMessages.unsupported };
}

/** An hls.js error as the panel needs it (ErrorData's type, details and fatal). */
export interface HlsErrorInfo {
  readonly type: string;
  readonly details: string;
  readonly fatal: boolean;
}

export type HlsErrorAction =
  | { readonly action: 'ignore' }
  | { readonly action: 'retry'; readonly message: string }
  | { readonly action: 'recoverMedia'; readonly message: string }
  | { readonly action: 'fail'; readonly message: string };

/**
 * What to do about an hls.js error. Non-fatal ones hls.js handles itself. A stream that is not HLS, or whose
 * codecs the browser lacks, fails with its reason. A fatal network error is retried (a wall display must
 * come back when the camera does); a fatal media error gets hls.js' media recovery once, then fails.
 */
export function hlsErrorAction(error: HlsErrorInfo, mediaRecoveries: number): HlsErrorAction {
  if (!error.fatal) return { action: 'ignore' };
  if (error.details === 'manifestParsingError' || error.details === 'levelEmptyError') return { action: 'fail', message: videoMessages.manifestInvalid };
  if (error.details === 'manifestIncompatibleCodecsError') return { action: 'fail', message: videoMessages.codecUnsupported };
  if (error.type === 'networkError') return { action: 'retry', message: videoMessages.networkRetrying };
  if (error.type === 'mediaError') {
    return mediaRecoveries < 1 ? { action: 'recoverMedia', message: videoMessages.mediaError } : { action: 'fail', message: videoMessages.mediaError };
  }
  return { action: 'fail', message: videoMessages.playFailed };
}

/** Delay before the n-th retry (from 0): 2, 4, 8, 16 s, then every 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 2000 * 2 ** Math.max(0, attempt));
}

/** The message for a <video> element's own MediaError code (native HLS and plain files). */
export function mediaErrorMessage(code: number | undefined): string {
  switch (code) {
    case 2: // MEDIA_ERR_NETWORK
      return videoMessages.networkRetrying;
    case 3: // MEDIA_ERR_DECODE
      return videoMessages.mediaError;
    case 4: // MEDIA_ERR_SRC_NOT_SUPPORTED
      return videoMessages.manifestInvalid;
    default:
      return videoMessages.playFailed;
  }
}
