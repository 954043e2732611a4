import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../shared/api-client.ts';
import { i18n } from '../shared/i18n/i18n.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; only network and server failures are retried.
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/**
 * Data and language for the whole app. antd's theme and locale (ConfigProvider) wrap only what
 * uses antd: see `shared/ui/antd-scope.tsx`.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
