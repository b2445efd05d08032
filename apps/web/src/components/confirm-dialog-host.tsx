import { useConfirmRequest } from './confirm-action';
import { ConfirmDialog } from './confirm-dialog';

/** Renders the dialog of `confirmAction`; render it once near the root (AppOverlays does). */
export function ConfirmDialogHost() {
  const { request, opened, answer } = useConfirmRequest();
  if (!request) return null;
  const { resolve: _resolve, ...options } = request;
  return <ConfirmDialog {...options} opened={opened} onConfirm={() => answer(true)} onClose={() => answer(false)} />;
}
