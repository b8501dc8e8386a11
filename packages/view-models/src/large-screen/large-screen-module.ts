import { ContainerModule } from 'inversify';
import { DeviceHistoryViewModel } from './device-history-view-model';
import { FullScreenViewModel } from './full-screen-view-model';
import { LargeScreenHeaderViewModel } from './large-screen-header-view-model';
import { LiveFeedViewModel } from './live-feed-view-model';
import { ScreenClockViewModel } from './screen-clock-view-model';
import { ScreenScaleViewModel } from './screen-scale-view-model';
import { ScreenViewModel } from './screen-view-model';

/**
 * Large-screen area: one live channel app-wide (singleton on purpose: one push stream per browser tab);
 * header, clock, scale, full screen and screen data per mounted large-screen app.
 */
export const largeScreenModule = new ContainerModule(({ bind }) => {
  bind(LiveFeedViewModel).toSelf().inSingletonScope();
  bind(ScreenViewModel).toSelf().inTransientScope();
  bind(LargeScreenHeaderViewModel).toSelf().inTransientScope();
  bind(ScreenClockViewModel).toSelf().inTransientScope();
  bind(ScreenScaleViewModel).toSelf().inTransientScope();
  bind(FullScreenViewModel).toSelf().inTransientScope();
  bind(DeviceHistoryViewModel).toSelf().inTransientScope();
});
