import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { AppProviders } from './providers';

export function App({
  router,
  prerendered,
}: {
  router: ReturnType<typeof createAppRouter>;
  /** The page came pre-rendered for a visitor (see main.tsx): hydrate as signed out. */
  prerendered: boolean;
}) {
  return (
    <AppProviders prerendered={prerendered}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
