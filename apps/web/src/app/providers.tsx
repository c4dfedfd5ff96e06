import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/features/theme';
import { AccountLiveUpdates, AuthProvider } from '@/lib/auth';
import { OverlayProvider } from './overlays';
import { resetLoadedStudio, StudioGuardProvider } from './studio-bridge';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

export function AppProviders({
  children,
  prerendered = false,
  queryClient: given,
}: {
  children: ReactNode;
  /** Rendered for a signed-out visitor at build time (or hydrating such a page). */
  prerendered?: boolean;
  /** One holding the data a pre-rendered page shows (see page-data.ts). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <OverlayProvider>
          <StudioGuardProvider>
            <AuthProvider onSignedOut={resetLoadedStudio} assumeSignedOut={prerendered}>
              <AccountLiveUpdates />
              {children}
            </AuthProvider>
          </StudioGuardProvider>
        </OverlayProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
