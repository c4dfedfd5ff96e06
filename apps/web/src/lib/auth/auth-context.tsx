import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useClientConfig } from '@/lib/client-config';
import { getSession, isAccountsDisabledError, signOutRequest, type AuthUser } from './auth-client';
import { AUTH_CHANNEL_NAME, broadcastAuth, isAuthBroadcast } from './auth-channel';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  /** False when the server runs with accounts disabled: the account area stays empty. */
  accountsEnabled: boolean;
  /** Re-reads the session (after sign-in/sign-up). */
  refresh: () => Promise<AuthUser | null>;
  /** True after the user signed out in this tab (guarded pages then go to / instead of sign-in). */
  signedOutByUser: boolean;
  signOut: () => Promise<void>;
};

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

type SessionResult = { user: AuthUser | null; accountsEnabled: boolean };

async function loadSession(): Promise<SessionResult> {
  try {
    return { user: await getSession(), accountsEnabled: true };
  } catch (error) {
    if (isAccountsDisabledError(error)) return { user: null, accountsEnabled: false };
    throw error;
  }
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({
  children,
  onSignedOut,
  assumeSignedOut = false,
}: {
  children: ReactNode;
  /**
   * Signed out until the session says otherwise, instead of 'loading': a page pre-rendered for
   * visitors (served only to browsers without a session cookie) hydrates as it was rendered.
   */
  assumeSignedOut?: boolean;
  /** Called after sign-out (e.g. to reset the studio). */
  onSignedOut?: () => void;
}) {
  const queryClient = useQueryClient();
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: loadSession,
    staleTime: Infinity,
    retry: 1,
    refetchOnWindowFocus: true,
  });

  const refresh = useCallback(async () => {
    const result = await queryClient.fetchQuery({
      queryKey: SESSION_QUERY_KEY,
      queryFn: loadSession,
      staleTime: 0,
    });
    return result.user;
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } finally {
      setSignedOutByUser(true);
      queryClient.setQueryData<SessionResult>(SESSION_QUERY_KEY, (previous) => ({
        user: null,
        accountsEnabled: previous?.accountsEnabled ?? true,
      }));
      // Per-user data is dropped on sign-out.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      onSignedOut?.();
      broadcastAuth({ type: 'signed-out' });
    }
  }, [queryClient, onSignedOut]);

  // Other tabs and the sign-in popup announce auth changes.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isAuthBroadcast(event.data)) void refresh();
    };
    return () => channel.close();
  }, [refresh]);

  const config = useClientConfig();
  const data = session.data;
  const accountsEnabled = (config?.accounts ?? true) && (data?.accountsEnabled ?? true);
  let status: AuthStatus = assumeSignedOut ? 'signedOut' : 'loading';
  if (data) status = data.user ? 'signedIn' : 'signedOut';
  else if (session.isError) status = 'signedOut';
  const user = data?.user ?? null;
  const userSignedOut = signedOutByUser && !user;
  // A new value only when what it says changes: the session's answer confirming a pre-rendered
  // page's assumed visitor must not reach the page's parts still waiting to hydrate (React
  // would throw their HTML away for a spinner, and with it a photo being chosen in it).
  const value = useMemo<AuthState>(
    () => ({ status, user, accountsEnabled, signedOutByUser: userSignedOut, refresh, signOut }),
    [status, user, accountsEnabled, userSignedOut, refresh, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The current auth state: status, user, accountsEnabled, refresh(), signOut(). */
export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
