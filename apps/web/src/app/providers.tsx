import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { AppOverlays } from '../components/app-overlays';
import { toastOptions } from '../components/notify';
import { cssVariablesResolver, theme } from './theme';
import { ApiError } from '../lib/api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** Theme, server state and the spec's toasts (top right, progress bar, 3000 ms). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppOverlays />
        <ToastContainer {...toastOptions} newestOnTop />
      </QueryClientProvider>
    </MantineProvider>
  );
}
