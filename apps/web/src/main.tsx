import { SessionViewModel } from '@worksite/view-models';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createCompositionRoot } from './composition-root';

const root = createCompositionRoot(window);
// Stored token, user info and permission tree first: the guard's first decision (and F5) needs them.
root.container.get(SessionViewModel).restore();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App root={root} />
  </StrictMode>,
);
