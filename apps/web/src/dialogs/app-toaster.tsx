import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { ChakraNotifier } from '../ports/chakra-notifier';

const ToasterView = lazy(() => import('../widgets/toaster'));

/** Mounts the toasts' view once the Notifier port was first used. */
export const AppToaster = observer(function AppToaster({ notifier }: { notifier: ChakraNotifier }) {
  if (!notifier.used.get()) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
});
