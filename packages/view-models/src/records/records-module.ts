import { ContainerModule } from 'inversify';
import { RecordExtensions } from './record-extensions';
import { RecordPageFactory } from './record-page-factory';

/** Generic record pages: the factory, and one extension registry for the whole app. */
export const recordsModule = new ContainerModule(({ bind }) => {
  bind(RecordPageFactory).toSelf().inTransientScope();
  bind(RecordExtensions).toSelf().inSingletonScope();
});
