import Stripe from 'stripe';

let counter = 0;

/**
 * A Stripe webhook event as Stripe sends it: the JSON body and a `Stripe-Signature` header made
 * by the SDK's own test helper with the endpoint's signing secret.
 */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${Date.now()}_${++counter}`,
): { id: string; body: string; signature: string } {
  const body = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { id, body, signature };
}

/** A completed Checkout Session of a subscription, for a user and level. */
export function checkoutCompleted(userId: string, level: string, subscription: string) {
  return {
    id: `cs_test_${subscription}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer: `cus_${userId.slice(0, 8)}`,
    subscription,
    payment_status: 'paid',
    status: 'complete',
    metadata: { userId, level },
  };
}
