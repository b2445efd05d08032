import { ConfirmDialogHost } from './confirm-action';
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
