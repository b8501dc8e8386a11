import { Component, type ReactNode } from 'react';
import { screenMessages } from '@worksite/view-models';
import { PanelNote } from './panel-frame';

/** One panel failing to draw says so in its frame; the rest of the wall keeps running. */
export class PanelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <PanelNote>{screenMessages.loadFailed}</PanelNote> : this.props.children;
  }
}
