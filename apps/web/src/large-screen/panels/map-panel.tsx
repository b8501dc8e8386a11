import { Box, Flex, Text } from '@chakra-ui/react';
import type { PanelMarker } from '@worksite/view-models';
import { screenMessages } from '@worksite/view-models';
import { screenTheme } from '../screen-theme';

/**
 * SLOT for the map engineer's OpenLayers `ProjectMap` (apps/web/src/large-screen/map/): markers in,
 * marker id out on click. Until their component lands this lists the markers, so the panel still shows
 * the server's data (docs/decisions/0174).
 */
export function MapPanel({ markers, onMarkerClick }: { markers: readonly PanelMarker[]; onMarkerClick: (id: string) => void }) {
  return (
    <Flex h="100%" direction="column" data-testid="map-slot" bg="rgba(0, 40, 30, 0.35)" borderRadius="0.25rem">
      <Text color={screenTheme.textDim} fontSize="0.8125rem" p="0.5rem">
        {screenMessages.mapPending}
      </Text>
      <Box flex="1" overflowY="auto" px="0.5rem">
        {markers.map((m) => (
          <Box as="button" key={m.id} display="block" textAlign="left" color={screenTheme.text} fontSize="0.8125rem" py="0.25rem" onClick={() => onMarkerClick(m.id)}>
            {m.title}
          </Box>
        ))}
      </Box>
    </Flex>
  );
}
