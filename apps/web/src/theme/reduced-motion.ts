/** Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`); charts then do not animate. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
