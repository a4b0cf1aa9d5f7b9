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

/**
 * The providers and the router. App itself holds no state and renders once:
 * a re-render of MantineProvider gives its context a new value, and every
 * Mantine component of the page renders again with it (the deferred chrome's
 * arrival did that, 300–900 components of the first page a second time).
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        <DeferredNotificationsHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The notifications' host, once the deferred chrome has arrived; its state stays here, below the providers. */
function DeferredNotificationsHost() {
  const deferred = useDeferredUi();
  return deferred ? <deferred.NotificationsHost /> : null;
}
