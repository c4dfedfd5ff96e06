import { expect, type APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { E2E_STRIPE_WEBHOOK_SECRET } from '../fixtures/billing';

/**
 * Stripe's side of an upgrade: a checkout.session.completed event for the user, signed with the
 * SDK's own test-header helper and the e2e server's webhook secret, POSTed to the webhook.
 */
export async function sendCheckoutCompleted(
  /** The test's own request context: Stripe sends no browser cookies. */
  request: APIRequestContext,
  userId: string,
  level: 'Spark' | 'Pro',
): Promise<void> {
  const stamp = Date.now();
  const payload = JSON.stringify({
    id: `evt_e2e_${stamp}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(stamp / 1000),
    data: {
      object: {
        id: `cs_e2e_${stamp}`,
        object: 'checkout.session',
        client_reference_id: userId,
        subscription: `sub_e2e_${stamp}`,
        payment_status: 'paid',
        metadata: { level },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: E2E_STRIPE_WEBHOOK_SECRET,
  });
  const res = await request.fetch('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(res.status(), await res.text()).toBe(200);
}
