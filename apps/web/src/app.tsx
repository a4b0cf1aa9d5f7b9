import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useDeferredUi } from './components/deferred';
import type { createAppRouter } from './routes/router';
import { colorSchemeManager, cssVariablesResolver, theme } from './lib/theme';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: AppProps) {
  const deferred = useDeferredUi();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        {deferred && <deferred.NotificationsHost />}
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
