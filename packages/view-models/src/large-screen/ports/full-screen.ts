/**
 * The browser's Fullscreen API, as the large-screen header needs it. apps/web implements it on `document`,
 * tests with an ordinary double; handed to `FullScreenViewModel.attach` (docs/decisions/0173).
 */
export interface FullScreen {
  /** False when the browser has no Fullscreen API (SPEC §8 message then). */
  isSupported(): boolean;
  isActive(): boolean;
  enter(): Promise<void>;
  exit(): Promise<void>;
  /** Calls `listener` whenever full screen is entered or left (also by Esc or the browser's own key); returns the unsubscribe. */
  onChange(listener: (active: boolean) => void): () => void;
}
