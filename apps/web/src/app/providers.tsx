import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastHost } from '../lib/toast-host';
import { AppErrorBoundary } from './app-error-boundary';

/**
 * The app's providers. MUI's theme is not among them: the shell and the first screens are drawn
 * without MUI, and every lazy part that uses MUI brings its theme (lib/with-mui-theme.tsx,
 * decision 0043).
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
