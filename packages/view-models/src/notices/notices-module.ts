import { ContainerModule } from 'inversify';
import { BroadcastBarViewModel } from './broadcast-bar-view-model';
import { NoticesViewModel } from './notices-view-model';

/** Notices area: one notices store (the header badge and the notices page share it) and the broadcast bar. */
export const noticesModule = new ContainerModule(({ bind }) => {
  bind(NoticesViewModel).toSelf().inSingletonScope();
  bind(BroadcastBarViewModel).toSelf().inSingletonScope();
});
