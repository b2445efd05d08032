import { ConfirmDialogHost } from './confirm-dialog-host';
import { GlobalLoadingOverlay } from './loading-overlay';

/** The app-wide overlays (loading overlay, confirmation dialog); render once inside MantineProvider. */
export function AppOverlays() {
  return (
    <>
      <GlobalLoadingOverlay />
      <ConfirmDialogHost />
    </>
  );
}
