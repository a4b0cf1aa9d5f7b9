import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDeferredUi } from './components/deferred';
import type { createAppRouter } from './routes/router';
import { colorSchemeManager, cssVariablesResolver, theme } from './lib/theme';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: AppProps) {
  const deferred = useDeferredUi();
  // The same element on every render of App, so the notifications arriving with
  // the deferred chrome do not re-render the whole page beneath the router.
  const routes = useMemo(() => <RouterProvider router={router} />, [router]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        {deferred && <deferred.NotificationsHost />}
        {routes}
      </QueryClientProvider>
    </MantineProvider>
  );
}
