import { Box, Center, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { videoMessages } from './video-messages';
import { hlsErrorAction, mediaErrorMessage, playbackPlan, retryDelayMs, type PlaybackCapabilities } from './video-source';

export interface VideoPanelProps {
  /** The configured stream: an HLS (.m3u8) address, or a plain video file. Empty: 未配置视频流地址. */
  readonly url?: string | null;
  /** Caption in the top-left corner (e.g. the camera's name). */
  readonly title?: string;
  /** Native controls; off on a wall display. */
  readonly controls?: boolean;
  readonly testId?: string;
}

type Status = { readonly state: 'message'; readonly text: string; readonly busy?: boolean } | { readonly state: 'playing' } | { readonly state: 'blocked' };

function capabilities(video: HTMLVideoElement): PlaybackCapabilities {
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mediaSource: typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window),
  };
}

/**
 * A large-screen video panel (decision 0185): plays a configured HLS URL with hls.js (natively where the
 * browser can), otherwise says in Chinese why there is no picture: never a black box.
 */
export function VideoPanel({ url, title, controls = false, testId = 'video-panel' }: VideoPanelProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'message', text: videoMessages.loading, busy: true });

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const plan = playbackPlan(url, capabilities(el));
    if (plan.kind === 'none' || plan.kind === 'invalid' || plan.kind === 'unsupported') {
      setStatus({ state: 'message', text: plan.message });
      return;
    }
    let disposed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let destroyHls: (() => void) | undefined;
    setStatus({ state: 'message', text: videoMessages.loading, busy: true });

    const play = () => {
      el.play().catch((e: unknown) => {
        if (disposed) return;
        // autoplay refused (a muted video normally may autoplay): ask for a click instead of a black box
        if (e instanceof DOMException && e.name === 'NotAllowedError') setStatus({ state: 'blocked' });
      });
    };
    const onPlaying = () => !disposed && setStatus({ state: 'playing' });
    el.addEventListener('playing', onPlaying);

    if (plan.kind === 'native' || plan.kind === 'file') {
      let attempt = 0;
      const onError = () => {
        if (disposed) return;
        const code = el.error?.code;
        setStatus({ state: 'message', text: mediaErrorMessage(code), busy: code === 2 });
        if (code === 2) {
          timer = setTimeout(() => {
            el.src = plan.url;
            play();
          }, retryDelayMs(attempt++));
        }
      };
      el.addEventListener('error', onError);
      el.src = plan.url;
      play();
      destroyHls = () => el.removeEventListener('error', onError);
    } else {
      void import('hls.js')
        .then(({ default: Hls }) => {
          if (disposed) return;
          const hls = new Hls({ lowLatencyMode: true, backBufferLength: 30 });
          let attempt = 0;
          let recoveries = 0;
          hls.on(Hls.Events.MANIFEST_PARSED, () => {
            attempt = 0;
            play();
          });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (disposed) return;
            const decision = hlsErrorAction({ type: String(data.type), details: String(data.details), fatal: data.fatal }, recoveries);
            if (decision.action === 'ignore') return;
            if (decision.action === 'retry') {
              setStatus({ state: 'message', text: decision.message, busy: true });
              clearTimeout(timer);
              timer = setTimeout(() => {
                hls.loadSource(plan.url);
                hls.startLoad();
              }, retryDelayMs(attempt++));
            } else if (decision.action === 'recoverMedia') {
              recoveries++;
              hls.recoverMediaError();
            } else {
              setStatus({ state: 'message', text: decision.message });
              hls.stopLoad();
            }
          });
          hls.attachMedia(el);
          hls.loadSource(plan.url);
          destroyHls = () => hls.destroy();
        })
        .catch(() => !disposed && setStatus({ state: 'message', text: videoMessages.playFailed }));
    }

    return () => {
      disposed = true;
      clearTimeout(timer);
      el.removeEventListener('playing', onPlaying);
      destroyHls?.();
      el.removeAttribute('src');
      el.load();
    };
  }, [url]);

  return (
    <Box position="relative" w="100%" h="100%" minH="120px" bg="#020d0c" overflow="hidden" data-testid={testId} data-state={status.state}>
      <video
        ref={video}
        muted
        playsInline
        autoPlay
        controls={controls}
        style={{ width: '100%', height: '100%', objectFit: 'contain', visibility: status.state === 'playing' ? 'visible' : 'hidden' }}
      />
      {status.state !== 'playing' && (
        <Center
          position="absolute"
          inset="0"
          px="4"
          textAlign="center"
          bg="linear-gradient(160deg, #062a25 0%, #031716 100%)"
          borderWidth="1px"
          borderColor="rgba(58, 200, 160, 0.35)"
          cursor={status.state === 'blocked' ? 'pointer' : 'default'}
          onClick={status.state === 'blocked' ? () => void video.current?.play() : undefined}
        >
          <Text color={status.state === 'message' && !status.busy ? '#ffcf8a' : '#9fffd9'} fontSize="md" data-testid={`${testId}-message`}>
            {status.state === 'blocked' ? videoMessages.clickToPlay : status.text}
          </Text>
        </Center>
      )}
      {title && (
        <Text position="absolute" top="0.25rem" left="0.5rem" fontSize="sm" color="#d6fff0" textShadow="0 0 4px #000" pointerEvents="none">
          {title}
        </Text>
      )}
    </Box>
  );
}

export default VideoPanel;
