import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme/app-system';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { CompositionRoot } from './composition-root';
import { ContainerProvider } from './di/container-context';
import { AppToaster } from './dialogs/app-toaster';
import { ConfirmDialogHost } from './dialogs/confirm-dialog-host';
import { AppRoutes } from './router/app-routes';

/** The app: Chakra, the container, the router (on the history that guards unsaved input, 0591), the toasts and the confirm dialog host. */
export function App({ root }: { root: CompositionRoot }) {
  return (
    <ChakraProvider value={appSystem}>
      <ContainerProvider container={root.container}>
        <HistoryRouter history={root.history}>
          <AppRoutes onNavigate={root.navigator.attachNavigate} />
        </HistoryRouter>
        <ConfirmDialogHost dialog={root.confirmDialog} />
        <AppToaster notifier={root.notifier} />
      </ContainerProvider>
    </ChakraProvider>
  );
}
