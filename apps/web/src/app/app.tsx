import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { AppProviders } from './providers';

export function App({
  router,
  prerendered,
  queryClient,
}: {
  router: AppRouter;
  /** The page came pre-rendered for a visitor (see main.tsx): hydrate as signed out. */
  prerendered: boolean;
  queryClient: QueryClient;
}) {
  return (
    <AppProviders prerendered={prerendered} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
