import { authErrorMessages } from '@looklab/shared/messages/auth-errors';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@looklab/shared/messages/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { broadcastAuth, type AuthBroadcast } from '@/lib/auth/auth-channel';
import { useAuth } from '@/lib/auth';

/**
 * Where the identity provider's sign-in ends (spec route /__/auth/handler). In the popup it
 * tells the opener and closes; opened directly it refreshes the session and goes home.
 */
export function OAuthHandlerPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const error = params.get('error');

  useEffect(() => {
    const result: AuthBroadcast = error
      ? { type: 'popup-result', ok: false, error: authErrorMessages.unexpected }
      : { type: 'popup-result', ok: true };
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      try {
        opener.postMessage(result, window.location.origin);
      } catch {
        // The opener navigated away; the channel below still reaches it.
      }
      broadcastAuth(result);
      window.setTimeout(() => window.close(), 50);
      return;
    }
    broadcastAuth({ type: error ? 'signed-out' : 'signed-in' });
    void refresh().finally(() => void navigate('/', { replace: true }));
  }, [error, navigate, refresh]);

  return <PageSpinner text={messages.loading.authenticating} />;
}
