import { endpoints, fullPath } from '@worksite/contract';
import type { EventStream } from '../large-screen/ports/event-stream';

/**
 * Keeps a page current while it is open, for a type that declares its push event (`live`: a new alarm appears
 * without a reload, docs/decisions/0374): opens the push stream on `stream` and runs `reload` on each such event —
 * one at a time, once more when events came meanwhile. Answers the function that stops it (nothing to stop
 * without an event or a session token).
 */
export function watchPushEvent(stream: EventStream, event: string | undefined, token: string | undefined, reload: () => Promise<void>): () => void {
  if (event === undefined || !token) return () => undefined;
  let running = false;
  let pending = false;
  const run = async (): Promise<void> => {
    if (running) {
      pending = true;
      return;
    }
    running = true;
    try {
      do {
        pending = false;
        await reload();
      } while (pending);
    } finally {
      running = false;
    }
  };
  const connection = stream.open(`${fullPath(endpoints.pushStream)}?token=${encodeURIComponent(token)}`, [event], { onEvent: () => void run() });
  return () => connection.close();
}
