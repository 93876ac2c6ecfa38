import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';
import { TOAST_DURATION_MS } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { useTokenRefresh } from '@/lib/use-token-refresh';

function TokenRefresh() {
  useTokenRefresh();
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <TokenRefresh />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
