import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import 'ol/ol.css';
import { DistrictSearchBox } from './district-search-box';
import type { LngLat } from './lng-lat';
import type { MapConfig } from './map-config';
import { mapMessages } from './map-messages';
import type { MarkerInput } from './marker-input';
import type { MarkerRenderMode } from './marker-layer';
import { OFFLINE_BASE_COLOURS } from './offline-base';
import { ProjectMapController, type BaseStatus } from './project-map-controller';

export interface ProjectMapProps {
  /** SPEC §3 map markers; a click emits the marker's id. */
  readonly markers?: readonly MarkerInput[];
  /** SPEC §2.10: lng, lat; without them the fixed default centre (decision 0180). */
  readonly center?: Partial<LngLat> | null;
  /** SPEC §2.10: default 12. */
  readonly zoom?: number | null;
  /** The located project, drawn as `pointing`. */
  readonly highlightedId?: string | number | null;
  readonly onMarkerClick?: (id: string) => void;
  /** Drag and wheel zoom allowed unless false (decision 0180). */
  readonly interactive?: boolean;
  /** The district search box in the top-left corner. */
  readonly showSearch?: boolean;
  readonly markerRender?: MarkerRenderMode;
  readonly config?: MapConfig;
  /** The controller once created, for screens that drive the map (fly to a project) and for tests. */
  readonly onReady?: (controller: ProjectMapController) => void;
  readonly style?: CSSProperties;
  readonly testId?: string;
}

/**
 * The large-screen project map (SPEC §2.10): OpenLayers through ProjectMapController; this component only
 * renders its container, the hover title, the offline-base note and the search box.
 */
export function ProjectMap(props: ProjectMapProps) {
  const { markers, center, zoom, highlightedId, showSearch = false, testId = 'project-map' } = props;
  const container = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<ProjectMapController>();
  const [hover, setHover] = useState<{ title: string; x: number; y: number }>();
  const [status, setStatus] = useState<BaseStatus>({ kind: 'offline' });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const c = new ProjectMapController(target, {
      center,
      zoom,
      ...(props.interactive !== undefined ? { interactive: props.interactive } : {}),
      ...(props.markerRender !== undefined ? { markerRender: props.markerRender } : {}),
      ...(props.config !== undefined ? { config: props.config } : {}),
      onMarkerClick: (id) => handlers.current.onMarkerClick?.(id),
      onHover: (h) => setHover(h && h.title ? h : undefined),
      onBaseStatus: setStatus,
      onError: () => setFailed(true),
    });
    setController(c);
    void c.ready.then(() => setReady(true));
    handlers.current.onReady?.(c);
    return () => {
      c.dispose();
      setController(undefined);
    };
    // created once per mount; later prop changes go through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => controller?.setMarkers(markers ?? []), [controller, markers]);
  useEffect(() => controller?.setHighlighted(highlightedId), [controller, highlightedId]);
  const lng = center?.lng;
  const lat = center?.lat;
  const first = useRef(true);
  useEffect(() => {
    if (!controller) return;
    if (first.current) {
      first.current = false; // the controller started there
      return;
    }
    controller.flyTo(lng === undefined || lat === undefined ? undefined : { lng, lat }, zoom);
  }, [controller, lng, lat, zoom]);

  const offline = status.kind === 'offline' || !status.loaded;
  return (
    <Box
      position="relative"
      w="100%"
      h="100%"
      minH="200px"
      overflow="hidden"
      bg={OFFLINE_BASE_COLOURS.background}
      style={props.style}
      data-testid={testId}
      data-ready={ready ? 'true' : 'false'}
      data-base={status.kind}
    >
      <div ref={container} style={{ position: 'absolute', inset: 0 }} role="application" aria-label={mapMessages.mapAriaLabel} />
      {showSearch && controller && (
        <Box position="absolute" top="0.75rem" left="0.75rem" zIndex={2}>
          <DistrictSearchBox controller={controller} />
        </Box>
      )}
      {hover && (
        <Box
          position="absolute"
          left={`${hover.x + 12}px`}
          top={`${hover.y - 36}px`}
          px="2"
          py="1"
          borderRadius="sm"
          bg="rgba(3, 26, 24, 0.92)"
          borderWidth="1px"
          borderColor="rgba(58, 200, 160, 0.6)"
          color="#bfffe6"
          fontSize="sm"
          pointerEvents="none"
          whiteSpace="nowrap"
          zIndex={3}
          data-testid="project-map-tooltip"
        >
          {hover.title}
        </Box>
      )}
      {offline && (
        <Text position="absolute" left="0.5rem" bottom="0.25rem" fontSize="xs" color="rgba(160, 255, 220, 0.55)" pointerEvents="none" zIndex={2}>
          {failed ? mapMessages.offlineBaseLoadFailed : status.kind === 'offline' ? mapMessages.offlineBaseNotice : ''}
        </Text>
      )}
      {status.kind === 'tiles' && status.plan.kind === 'tianditu' && (
        <Text position="absolute" right="0.5rem" bottom="0.25rem" fontSize="xs" color="rgba(160, 255, 220, 0.6)" pointerEvents="none" zIndex={2}>
          {mapMessages.tiandituAttribution}
        </Text>
      )}
    </Box>
  );
}

export default ProjectMap;
