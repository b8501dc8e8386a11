import { Box, Flex } from '@chakra-ui/react';
import {
  FullScreenViewModel,
  LayoutViewModel,
  LargeScreenHeaderViewModel,
  LiveFeedViewModel,
  PRODUCTION_MIN_WIDTH_PX,
  PasswordChangeViewModel,
  ScreenClockViewModel,
  ScreenScaleViewModel,
  ScreenViewModel,
  screenMessages,
  type ScreenCatalogue,
} from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { ScreenHeader } from './header/screen-header';
import { ScreenBody } from './screen-body';
import { screenTheme } from './screen-theme';

const PasswordChangeDialog = lazy(() => import('../dialogs/password-change-dialog'));

/** Flash of a cell or row a live update just changed. */
const GLOBAL_CSS = '@keyframes screenFlash { 0% { background-color: rgba(0, 216, 255, 0.45); } 100% { background-color: transparent; } }';

/**
 * The large-screen app (SPEC §2.5): header, the screen of the current route, the root font that follows
 * the window width, F11/F12, the live push stream. Renders view-models and forwards browser events to
 * them; every rule is in `@worksite/view-models` (large-screen area).
 */
export const LargeScreenApp = observer(function LargeScreenApp({ catalogue }: { catalogue: ScreenCatalogue }) {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const header = useInjection(LargeScreenHeaderViewModel);
  const clock = useInjection(ScreenClockViewModel);
  const scale = useInjection(ScreenScaleViewModel);
  const fullScreen = useInjection(FullScreenViewModel);
  const screen = useInjection(ScreenViewModel);
  const live = useInjection(LiveFeedViewModel);
  const password = useInjection(PasswordChangeViewModel);
  const definition = catalogue.screenForAddress(location.pathname);
  const layout = useInjection(LayoutViewModel);
  // The tab title names the screen (docs/decisions/0394).
  const screenName = definition?.title ?? screenMessages.platformName;
  useEffect(() => {
    layout.namePage(screenName);
    return () => layout.namePage(undefined);
  }, [layout, screenName]);

  useLayoutEffect(() => {
    header.setAddress(address);
    fullScreen.setAddress(address);
  }, [address, header, fullScreen]);

  // Project list first: it reads the stored project synchronously, before the screen's first load.
  useEffect(() => {
    void header.loadProjects();
    void header.loadNotices();
  }, [header]);

  const target = header.screenTarget(definition?.scope ?? 'scope');
  useEffect(() => {
    if (definition !== undefined && target.ready) screen.show(definition, target.projectId);
  }, [definition, target.ready, target.projectId, screen]);
  useEffect(() => () => screen.close(), [screen]);

  useEffect(() => {
    clock.start();
    return clock.stop;
  }, [clock]);

  useEffect(() => {
    scale.init(window.innerWidth);
    const onResize = () => scale.resized(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      scale.dispose();
    };
  }, [scale]);

  const production = definition?.frame === 'production';
  useEffect(() => {
    scale.setOptions(production ? { minWidth: PRODUCTION_MIN_WIDTH_PX } : {});
  }, [production, scale]);

  // The root font of the large screens; the back office's own comes back when they close.
  const fontPx = scale.rootFontPx;
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    return () => {
      root.style.fontSize = before;
    };
  }, []);
  useLayoutEffect(() => {
    document.documentElement.style.fontSize = `${fontPx}px`;
  }, [fontPx]);

  useEffect(() => {
    fullScreen.attach();
    const onKey = (e: KeyboardEvent) => {
      if (fullScreen.keyPressed({ key: e.key, keyCode: e.keyCode })) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      fullScreen.detach();
    };
  }, [fullScreen]);

  useEffect(() => {
    live.connect();
    return live.disconnect;
  }, [live]);

  useEffect(() => header.dispose, [header]);

  return (
    <Flex
      direction="column"
      h="100vh"
      w="100vw"
      overflow="hidden"
      background={screenTheme.background}
      color={screenTheme.text}
      data-testid="large-screen"
      data-live={live.connected ? 'connected' : 'disconnected'}
      data-root-font={fontPx}
    >
      <style>{GLOBAL_CSS}</style>
      <ScreenHeader title={definition?.title ?? screenMessages.platformName} scope={definition?.scope ?? 'scope'} header={header} clock={clock} fullScreen={fullScreen} password={password} />
      {definition !== undefined ? <ScreenBody vm={screen} definition={definition} /> : <Box flex="1" />}
      {password.open && (
        <Suspense fallback={null}>
          <PasswordChangeDialog vm={password} />
        </Suspense>
      )}
    </Flex>
  );
});
