import type { FullScreen } from '../ports/full-screen';

/** FullScreen double: supported or not, entering/leaving flips the state and notifies like the browser. */
export class TestFullScreen implements FullScreen {
  active = false;
  readonly calls: ('enter' | 'exit')[] = [];
  private listeners: ((active: boolean) => void)[] = [];

  constructor(private readonly supported = true) {}

  isSupported(): boolean {
    return this.supported;
  }

  isActive(): boolean {
    return this.active;
  }

  async enter(): Promise<void> {
    this.calls.push('enter');
    this.set(true);
  }

  async exit(): Promise<void> {
    this.calls.push('exit');
    this.set(false);
  }

  onChange(listener: (active: boolean) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** The browser changed state by itself (Esc). */
  set(active: boolean): void {
    this.active = active;
    for (const l of this.listeners) l(active);
  }

  get listenerCount(): number {
    return this.listeners.length;
  }
}
