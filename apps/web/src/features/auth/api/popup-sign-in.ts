import { authErrorMessages } from '@looklab/shared/messages/auth-errors';
import { AUTH_CHANNEL_NAME, isAuthBroadcast, type AuthBroadcast } from '@/lib/auth/auth-channel';

class PopupClosedError extends Error {
  readonly code = 'popup-closed-by-user';
  constructor() {
    super(authErrorMessages.popupClosed);
  }
}

/**
 * Federated sign-in in a popup: the server starts the provider's flow at
 * /api/oauth/popup/{id}; it finishes at /__/auth/handler, which tells this window
 * (postMessage and BroadcastChannel) and closes itself.
 */
export async function signInWithPopup(providerId: string): Promise<void> {
  const popup = window.open(
    `/api/oauth/popup/${encodeURIComponent(providerId)}`,
    'looklab-auth',
    'popup,width=480,height=640',
  );
  if (!popup) throw new PopupClosedError();

  await new Promise<void>((resolve, reject) => {
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);
    let settled = false;
    let closedTimer: number | undefined;
    const finish = (result: AuthBroadcast | 'closed') => {
      if (settled) return;
      if (result !== 'closed' && result.type !== 'popup-result') return;
      settled = true;
      window.clearInterval(poll);
      window.clearTimeout(closedTimer);
      window.removeEventListener('message', onMessage);
      channel?.close();
      if (result === 'closed') reject(new PopupClosedError());
      else if (result.ok) resolve();
      else reject(Object.assign(new Error(result.error), { code: 'federated' }));
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || !isAuthBroadcast(event.data)) return;
      finish(event.data);
    };
    if (channel) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isAuthBroadcast(event.data)) finish(event.data);
      };
    }
    window.addEventListener('message', onMessage);
    // A closed popup without a result means the user gave up; allow a moment for a late message.
    const poll = window.setInterval(() => {
      if (popup.closed && closedTimer === undefined) {
        closedTimer = window.setTimeout(() => finish('closed'), 500);
      }
    }, 400);
  });
}
