import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { DialogConfirm } from '../ports/dialog-confirm';

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/** Mounts the confirm dialog (loaded on first use) while the ConfirmDialog port has a request. */
export const ConfirmDialogHost = observer(function ConfirmDialogHost({ dialog }: { dialog: DialogConfirm }) {
  if (dialog.current === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView dialog={dialog} />
    </Suspense>
  );
});
