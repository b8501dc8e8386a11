import { CloseButton, Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { messages } from '../messages';

/** The one toaster of the app (the Notifier port creates its toasts). */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Renders the toasts. */
export default function ToasterView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="xs" aria-label={messages.close} />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
