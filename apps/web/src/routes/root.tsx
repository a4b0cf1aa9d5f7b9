import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { loadMe } from '../lib/auth/get-me';
import type { RouterContext } from '../lib/router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The shell renders with the user known (no flash of the signed-out menu).
  beforeLoad: async ({ context }) => {
    await loadMe(context.queryClient);
  },
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
