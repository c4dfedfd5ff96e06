import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { resetStudio } from '@/features/studio';
import { ThemeProvider } from '@/features/theme';
import { AccountLiveUpdates, AuthProvider } from '@/lib/auth';
import { OverlayProvider } from './overlays';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

export function AppProviders({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  /** Rendered for a signed-out visitor at build time (or hydrating such a page). */
  prerendered?: boolean;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <OverlayProvider>
          <AuthProvider onSignedOut={resetStudio} assumeSignedOut={prerendered}>
            <AccountLiveUpdates />
            {children}
          </AuthProvider>
        </OverlayProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
