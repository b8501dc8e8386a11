import { useEffect } from 'react';

/** Window-resize handling is throttled at 100 ms (SPEC §9). */
const THROTTLE_MS = 100;

/** Reports the viewport width now and on resize (throttled), for the mobile breakpoint of the layout. */
export function useViewportWidth(report: (px: number) => void): void {
  useEffect(() => {
    report(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        report(window.innerWidth);
      }, THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [report]);
}
