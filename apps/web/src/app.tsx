import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme/app-system';
import { RouterProvider } from 'react-router-dom';
import type { CompositionRoot } from './composition-root';
import { ContainerProvider } from './di/container-context';
import { AppToaster } from './dialogs/app-toaster';
import { ConfirmDialogHost } from './dialogs/confirm-dialog-host';
import type { createAppRouter } from './router/create-app-router';

/** The app: Chakra, the container, the router, the toasts and the confirm dialog host. */
export function App({ root, router }: { root: CompositionRoot; router: ReturnType<typeof createAppRouter> }) {
  return (
    <ChakraProvider value={appSystem}>
      <ContainerProvider container={root.container}>
        <RouterProvider router={router} />
        <ConfirmDialogHost dialog={root.confirmDialog} />
        <AppToaster notifier={root.notifier} />
      </ContainerProvider>
    </ChakraProvider>
  );
}
