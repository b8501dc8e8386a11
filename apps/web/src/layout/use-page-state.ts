import { CallActivity } from '@worksite/infrastructure';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../di/container-context';

/** Quiet time after the last call before a page counts as ready: its effects' first calls start within it. */
const SETTLE_MS = 60;

/**
 * The page's ready signal (docs/decisions/0441): 'loading' from a route change until no call and no chunk load
 * has been in flight for SETTLE_MS, then 'ready'. The layout writes it on `main[data-state]`; tests and
 * screenshot scripts wait for it instead of network idle.
 */
export function usePageState(): 'loading' | 'ready' {
  const activity = useInjection(CallActivity);
  const location = useLocation();
  const pending = useSyncExternalStore(activity.subscribe, activity.pending);
  const [settled, setSettled] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (pending > 0) return undefined;
    const timer = setTimeout(() => setSettled(location.key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pending, location.key]);
  return pending === 0 && settled === location.key ? 'ready' : 'loading';
}
