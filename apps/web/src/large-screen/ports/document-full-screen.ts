import type { FullScreen } from '@worksite/view-models';

type WebkitDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
type WebkitElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };

/** FullScreen on the document's Fullscreen API (with the old WebKit names as a fallback). */
export class DocumentFullScreen implements FullScreen {
  constructor(private readonly doc: Document = document) {}

  isSupported(): boolean {
    const el = this.doc.documentElement as WebkitElement;
    return (typeof el.requestFullscreen === 'function' && this.doc.fullscreenEnabled !== false) || typeof el.webkitRequestFullscreen === 'function';
  }

  isActive(): boolean {
    const d = this.doc as WebkitDocument;
    return (d.fullscreenElement ?? d.webkitFullscreenElement ?? null) !== null;
  }

  async enter(): Promise<void> {
    const el = this.doc.documentElement as WebkitElement;
    if (typeof el.requestFullscreen === 'function') await el.requestFullscreen();
    else await el.webkitRequestFullscreen?.();
  }

  async exit(): Promise<void> {
    const d = this.doc as WebkitDocument;
    if (typeof d.exitFullscreen === 'function') await d.exitFullscreen();
    else await d.webkitExitFullscreen?.();
  }

  onChange(listener: (active: boolean) => void): () => void {
    const handler = () => listener(this.isActive());
    this.doc.addEventListener('fullscreenchange', handler);
    this.doc.addEventListener('webkitfullscreenchange', handler);
    return () => {
      this.doc.removeEventListener('fullscreenchange', handler);
      this.doc.removeEventListener('webkitfullscreenchange', handler);
    };
  }
}
