import { EventStream, FullScreen } from '@worksite/view-models';
import { ContainerModule } from 'inversify';
import { DocumentFullScreen } from './document-full-screen';
import { EventSourceStream } from './event-source-stream';

/**
 * The browser ports the large screens and the live record lists use — the push stream on EventSource, the
 * Fullscreen API on `document` — bound in the container by the lazy chunks that use them (docs/decisions/0464),
 * so the view-models get them injected and the back office's first load does not carry them.
 */
export const browserScreenPortsModule = new ContainerModule(({ bind }) => {
  bind(EventStream).toConstantValue(new EventSourceStream(window));
  bind(FullScreen).toConstantValue(new DocumentFullScreen(document));
});
