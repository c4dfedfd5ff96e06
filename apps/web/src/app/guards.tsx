import { Navigate, Outlet, useLocation } from 'react-router';
import type { MembershipLevel } from '@looklab/shared/membership/membership';
import { hasLevel } from '@looklab/shared/membership/membership';
import { messages } from '@looklab/shared/messages/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth, useMembershipLevel } from '@/lib/auth';

/** Where the sign-in page sends the user back to. */
export type SignInState = { from?: string };

export function locationToPath(location: { pathname: string; search: string; hash: string }) {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Guarded routes (spec §2): 'Authenticating...' while auth loads, signed-out users go to
 * /auth/signin remembering where they were, users below `level` go to /.
 */
export function RequireAuth({ level }: { level?: MembershipLevel }) {
  const { status, signedOutByUser } = useAuth();
  const membership = useMembershipLevel();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner text={messages.loading.authenticating} />;
  if (status === 'signedOut') {
    // Signing out on a guarded page goes home rather than to the sign-in screen.
    if (signedOutByUser) return <Navigate to="/" replace />;
    const state: SignInState = { from: locationToPath(location) };
    return <Navigate to="/auth/signin" replace state={state} />;
  }
  if (level) {
    if (membership === undefined) return <PageSpinner text={messages.loading.authenticating} />;
    if (!hasLevel(membership, level)) return <Navigate to="/" replace />;
  }
  return <Outlet />;
}

/** Auth screens: a signed-in user goes on to where they came from (or home). */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'signedIn') {
    const from = (location.state as SignInState | null)?.from;
    return <Navigate to={from && from.startsWith('/') ? from : '/'} replace />;
  }
  return <Outlet />;
}
