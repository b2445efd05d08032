import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

const AppChrome = lazy(() => import('./app-chrome'));

/** Mounts the overlays and toasts once the page has painted, so their code never delays it. */
function DeferredChrome() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AppChrome />
    </Suspense>
  ) : null;
}

/**
 * The theme and the spec's toasts (top right, progress bar, 3000 ms). Server state
 * (TanStack Query) is the root route's, in query-layout.tsx.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
      <DeferredChrome />
    </MantineProvider>
  );
}
