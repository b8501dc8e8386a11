/**
 * The browser's Fullscreen API, as the large-screen header needs it. apps/web implements it on `document` and
 * binds it with the large-screen chunk (docs/decisions/0464, after 0173); tests hand an ordinary double to
 * `FullScreenViewModel.attach`.
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

/** Injection token of the FullScreen port. */
export const FullScreen: unique symbol = Symbol.for('FullScreen');
