import { Text, useMantineColorScheme } from '@mantine/core';
import { Outlet, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './app';
import { loadDeferredUi } from './components/deferred';
import { createQueryClient } from './lib/query-client';

type AppRouter = Parameters<typeof App>[0]['router'];

test('the deferred chrome arrives without rendering the page again', async () => {
  let pageRenders = 0;
  // Reads Mantine's context, as every Mantine component of a page does (through its styles).
  function Page() {
    pageRenders += 1;
    const { colorScheme } = useMantineColorScheme();
    return <Text>page in {colorScheme}</Text>;
  }
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: Page });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });

  render(<App queryClient={createQueryClient()} router={router as unknown as AppRouter} />);
  expect(await screen.findByText(/^page in /)).toBeInTheDocument();
  const rendersBefore = pageRenders;

  await act(async () => {
    await loadDeferredUi();
  });
  // The notifications' host of the deferred chrome is mounted...
  await waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());
  // ...and the page was not rendered again for it.
  expect(pageRenders).toBe(rendersBefore);
});
