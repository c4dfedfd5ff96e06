/** Tabs and the sign-in popup tell each other about auth changes over this channel. */
export const AUTH_CHANNEL_NAME = 'looklab-auth';

export type AuthBroadcast =
  | { type: 'signed-in' }
  | { type: 'signed-out' }
  | { type: 'popup-result'; ok: true }
  | { type: 'popup-result'; ok: false; error: string };

export function isAuthBroadcast(value: unknown): value is AuthBroadcast {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const type = value.type;
  return type === 'signed-in' || type === 'signed-out' || type === 'popup-result';
}

export function broadcastAuth(message: AuthBroadcast): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  channel.postMessage(message);
  channel.close();
}
