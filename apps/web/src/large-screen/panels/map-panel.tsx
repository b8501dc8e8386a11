import { Box, Text } from '@chakra-ui/react';
import type { MapPanel as MapPanelDefinition, ScreenViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo } from 'react';
import { screenTheme } from '../screen-theme';
import { PanelLoading } from './panel-frame';

/** The map engineer's OpenLayers map, loaded only by screens that show one (it carries OpenLayers). */
const ProjectMap = lazy(() => import('../map/project-map'));

/** The project map of an overview: the server's markers, the view that shows them all, a card for the clicked one. */
export const MapPanel = observer(function MapPanel({ vm, panel }: { vm: ScreenViewModel; panel: MapPanelDefinition }) {
  const { markers, view } = vm.mapOf(panel);
  const inputs = useMemo(() => markers.map((m) => ({ id: m.id, title: m.title, center: { lng: m.lng, lat: m.lat }, iconStyle: m.iconStyle ?? null })), [markers]);
  const focused = markers.find((m) => m.id === vm.focusedMarkerId);
  return (
    <Box position="relative" h="100%" borderRadius="0.25rem" overflow="hidden" data-testid="map-panel" data-markers={markers.length}>
      <Suspense fallback={<PanelLoading />}>
        <ProjectMap markers={inputs} center={view.center ?? null} zoom={view.zoom} highlightedId={vm.focusedMarkerId ?? null} onMarkerClick={vm.focusMarker} />
      </Suspense>
      {focused !== undefined && (
        <Box
          position="absolute"
          right="0.75rem"
          top="0.75rem"
          maxW="16rem"
          px="0.75rem"
          py="0.5rem"
          bg="rgba(4, 20, 43, 0.9)"
          borderWidth="1px"
          borderColor={screenTheme.accent}
          borderRadius="0.25rem"
          zIndex={4}
          data-testid="map-card"
        >
          <Text fontSize="0.9375rem" color="#ffffff" fontWeight="600">
            {focused.title}
          </Text>
          {focused.statusName && (
            <Text fontSize="0.8125rem" color={screenTheme.accent}>
              {focused.statusName}
            </Text>
          )}
          {focused.address && (
            <Text fontSize="0.8125rem" color={screenTheme.textDim}>
              {focused.address}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
});
