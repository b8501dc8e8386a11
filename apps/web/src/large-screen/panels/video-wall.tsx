import { Box, Flex, Text } from '@chakra-ui/react';
import type { PanelData } from '@worksite/view-models';
import { lazy, Suspense, useState } from 'react';
import { screenTheme } from '../screen-theme';
import { PanelLoading, PanelNoData } from './panel-frame';

interface Camera {
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  readonly hlsUrl: string | undefined;
  readonly projectName: string;
}

function camerasOf(data: PanelData): Camera[] {
  if (data.kind !== 'rows') return [];
  return data.rows.map((r, i) => ({
    id: String(r.id ?? i),
    name: String(r.name ?? r.deviceName ?? `#${i + 1}`),
    online: r.online === '是' || r.online === 1,
    hlsUrl: typeof r.hlsUrl === 'string' && r.hlsUrl !== '' ? r.hlsUrl : undefined,
    projectName: String(r.projectName ?? ''),
  }));
}

/** The map engineer's player (hls.js is loaded on first HLS playback). */
const VideoPanel = lazy(() => import('../video/video-panel').then((m) => ({ default: m.VideoPanel })));

/** The scope's cameras and one player: a configured HLS stream plays; otherwise the player says why not. */
export function VideoWall({ data }: { data: PanelData }) {
  const cameras = camerasOf(data);
  const [chosen, choose] = useState<string | undefined>(undefined);
  if (cameras.length === 0) return <PanelNoData />;
  const camera = cameras.find((c) => c.id === chosen) ?? cameras.find((c) => c.hlsUrl !== undefined) ?? cameras[0]!;
  return (
    <Flex h="100%" gap="0.5rem" data-testid="video-wall">
      <Box w="30%" minW="8rem" overflowY="auto" tabIndex={0} css={{ scrollbarWidth: 'thin' }}>
        {cameras.map((c) => (
          <Box
            key={c.id}
            as="button"
            display="block"
            w="100%"
            textAlign="left"
            px="0.5rem"
            py="0.375rem"
            fontSize="0.8125rem"
            color={c.id === camera.id ? screenTheme.accent : screenTheme.text}
            bg={c.id === camera.id ? screenTheme.accentSoft : undefined}
            borderBottom={`1px solid ${screenTheme.grid}`}
            onClick={() => choose(c.id)}
            data-testid="camera"
          >
            <Box as="span" display="inline-block" w="0.5rem" h="0.5rem" borderRadius="50%" mr="0.375rem" bg={c.online ? screenTheme.good : '#44607d'} />
            {c.name}
            <Text as="span" display="block" fontSize="0.6875rem" color={screenTheme.textDim} truncate>
              {c.projectName}
            </Text>
          </Box>
        ))}
      </Box>
      <Box flex="1" position="relative" bg="rgba(0, 0, 0, 0.45)" borderRadius="0.25rem" overflow="hidden" data-testid="video-slot" data-hls={camera.hlsUrl ?? ''}>
        <Suspense fallback={<PanelLoading />}>
          <VideoPanel key={camera.id} url={camera.hlsUrl ?? null} title={camera.name} />
        </Suspense>
      </Box>
    </Flex>
  );
}
