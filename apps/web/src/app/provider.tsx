import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/pt-br';
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
      {/* Top centre: over the header's empty middle, not over its bell and menu or a drawer's close button. */}
      <Notifications position="top-center" autoClose={TOAST_DURATION_MS} zIndex={1000} />
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <QueryClientProvider client={queryClient}>
          <TokenRefresh />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
