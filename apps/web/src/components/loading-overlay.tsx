import { LoadingOverlay } from '@mantine/core';
import { useGlobalLoading } from './global-loading';

/** The app-wide loading overlay (spec 1 §2); render it once near the root. */
export function GlobalLoadingOverlay() {
  const { isLoading } = useGlobalLoading();
  return (
    <LoadingOverlay
      visible={isLoading}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
      loaderProps={{ 'aria-label': 'Loading' }}
      transitionProps={{ duration: 150 }}
      role="status"
      aria-live="polite"
      aria-busy={isLoading}
      data-testid="global-loading-overlay"
    />
  );
}
