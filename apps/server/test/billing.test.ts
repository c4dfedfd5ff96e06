import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMessages } from '@looklab/shared';
import { startFakeStripe, type FakeStripe } from './fakes/fake-stripe';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { startServer, type StartedServer } from './helpers/start-server';
import { checkoutCompleted, signedEvent } from './helpers/stripe-events';

const SECRET_KEY = 'sk_test_looklab_fake';
const WEBHOOK_SECRET = 'whsec_looklab_test_secret';

/** A signed-in account with its user id and a reader of its /api/events stream. */
async function account(server: StartedServer, label: string) {
  const client = new TestClient(server.url);
  const signUp = await client.signUp(uniqueEmail(label));
  const id = signUp.body.user?.id;
  if (!id) throw new Error('sign-up returned no user');
  return { client, id };
}

function openStream(client: TestClient) {
  const controller = new AbortController();
  const stream = { text: '' };
  const ready = client.request('GET', '/api/events', undefined, { signal: controller.signal });
  void ready
    .then(async (res) => {
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        stream.text += new TextDecoder().decode(value);
      }
    })
    .catch(() => undefined);
  return {
    stream,
    async shows(re: RegExp, ms = 10_000): Promise<boolean> {
      const end = Date.now() + ms;
      while (!re.test(stream.text) && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 25));
      }
      return re.test(stream.text);
    },
    close: () => controller.abort(),
  };
}

const levelEvent = (level: string) =>
  new RegExp(`event: settings\\ndata: [^\\n]*"membershipLevel":"${level}"`);

describe('billing with Stripe Checkout (fake Stripe API, SDK-signed webhooks)', () => {
  let stripe: FakeStripe;
  let server: StartedServer;

  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET_KEY);
    server = await startServer({
      env: {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_SPARK: 'price_spark_monthly',
        STRIPE_PRICE_PRO: 'price_pro_monthly',
        STRIPE_API_BASE: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const postWebhook = (body: string, signature?: string) =>
    fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined && { 'stripe-signature': signature }),
      },
      body,
    });

  it('says checkout is on and which levels it sells', async () => {
    const res = await new TestClient(server.url).get('/api/billing');
    expect(res).toEqual({ status: 200, body: { checkout: true, levels: ['Spark', 'Pro'] } });
  });

  it("creates a Checkout Session in Stripe's wire format and answers its URL", async () => {
    const { client, id } = await account(server, 'checkout');
    const res = await client.post<{ url: string }>('/api/billing/checkout', { level: 'Pro' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const sent = stripe.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const form = Object.fromEntries(sent?.form ?? []);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: id,
      'metadata[userId]': id,
      'metadata[level]': 'Pro',
      'subscription_data[metadata][userId]': id,
      'subscription_data[metadata][level]': 'Pro',
      success_url: `${server.url}/pricing?checkout=success`,
      cancel_url: `${server.url}/pricing?checkout=cancelled`,
    });
  });

  it('refuses signed-out callers, unknown levels, a level already held and a failing Stripe', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post('/api/billing/checkout', { level: 'Spark' })).status).toBe(401);
    const { client } = await account(server, 'refusals');
    expect((await client.post('/api/billing/checkout', { level: 'Freemium' })).status).toBe(400);
    expect((await client.post('/api/billing/checkout', { level: 'Gold' })).status).toBe(400);
    const before = stripe.requests.length;
    stripe.failNext(500, 2);
    const failed = await client.post<{ message: string }>('/api/billing/checkout', {
      level: 'Spark',
    });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(planMessages.checkoutFailed);
    // the SDK tried twice (maxNetworkRetries: 1) before giving up
    expect(stripe.requests.length - before).toBe(2);
    // a user never writes their own level
    expect((await client.patch('/api/settings', { membershipLevel: 'Pro' })).status).toBe(400);
  });

  it('a signed checkout.session.completed upgrades the user and reaches an open events stream; a redelivery is not redone', async () => {
    const { client, id } = await account(server, 'upgrade');
    const tab = openStream(client);
    expect(await tab.shows(levelEvent('Freemium'))).toBe(true);
    const event = signedEvent(
      WEBHOOK_SECRET,
      'checkout.session.completed',
      checkoutCompleted(id, 'Spark', 'sub_upgrade_1'),
    );
    const res = await postWebhook(event.body, event.signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(await tab.shows(levelEvent('Spark'))).toBe(true);
    expect((await client.get<{ membershipLevel: string }>('/api/settings')).body).toMatchObject({
      membershipLevel: 'Spark',
    });
    // Spark may now buy Pro but not Spark again
    expect((await client.post('/api/billing/checkout', { level: 'Spark' })).status).toBe(409);

    const pushes = tab.stream.text.match(/event: settings/g)?.length ?? 0;
    const again = await postWebhook(event.body, event.signature);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(tab.stream.text.match(/event: settings/g)?.length ?? 0).toBe(pushes);
    tab.close();
  });

  it('refuses unsigned, wrongly signed and altered events with 400 and changes nothing', async () => {
    const { client, id } = await account(server, 'forged');
    const event = signedEvent(
      WEBHOOK_SECRET,
      'checkout.session.completed',
      checkoutCompleted(id, 'Pro', 'sub_forged'),
    );
    const wrongSecret = signedEvent(
      'whsec_someone_else',
      'checkout.session.completed',
      checkoutCompleted(id, 'Pro', 'sub_forged'),
    );
    const altered = event.body.replace('"Pro"', '"Spark"');
    for (const [body, signature] of [
      [event.body, undefined],
      [event.body, 'garbage'],
      [wrongSecret.body, wrongSecret.signature],
      [altered, event.signature],
    ] as const) {
      const res = await postWebhook(body, signature);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        planMessages.webhookSignature,
      );
    }
    expect((await client.get<{ membershipLevel: string }>('/api/settings')).body).toMatchObject({
      membershipLevel: 'Freemium',
    });
  });

  it('customer.subscription.deleted downgrades to Freemium, but only for the subscription behind the level', async () => {
    const { client, id } = await account(server, 'cancel');
    const upgrade = (level: string, sub: string) =>
      signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', checkoutCompleted(id, level, sub));
    const ended = (sub: string) =>
      signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', {
        id: sub,
        object: 'subscription',
        status: 'canceled',
        metadata: { userId: id },
      });
    const level = async () =>
      (await client.get<{ membershipLevel: string }>('/api/settings')).body.membershipLevel;

    for (const e of [upgrade('Spark', 'sub_old'), upgrade('Pro', 'sub_new')]) {
      expect((await postWebhook(e.body, e.signature)).status).toBe(200);
    }
    expect(await level()).toBe('Pro');
    const tab = openStream(client);
    expect(await tab.shows(levelEvent('Pro'))).toBe(true);

    // the replaced Spark subscription ending leaves Pro alone
    const oldEnded = ended('sub_old');
    expect((await postWebhook(oldEnded.body, oldEnded.signature)).status).toBe(200);
    expect(await level()).toBe('Pro');

    const newEnded = ended('sub_new');
    expect((await postWebhook(newEnded.body, newEnded.signature)).status).toBe(200);
    expect(await level()).toBe('Freemium');
    expect(await tab.shows(levelEvent('Freemium'))).toBe(true);
    tab.close();
  });

  it('answers other event types and events for unknown users without changing anything', async () => {
    const other = signedEvent(WEBHOOK_SECRET, 'invoice.paid', { id: 'in_1', object: 'invoice' });
    expect((await postWebhook(other.body, other.signature)).status).toBe(200);
    const stranger = signedEvent(
      WEBHOOK_SECRET,
      'checkout.session.completed',
      checkoutCompleted('no-such-user', 'Pro', 'sub_stranger'),
    );
    const res = await postWebhook(stranger.body, stranger.signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('billing without a provider', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no checkout, and the webhook is not there to sign against', async () => {
    const client = new TestClient(server.url);
    expect(await client.get('/api/billing')).toEqual({
      status: 200,
      body: { checkout: false, levels: [] },
    });
    await client.signUp(uniqueEmail('nobilling'));
    const res = await client.post<{ message: string }>('/api/billing/checkout', { level: 'Pro' });
    expect(res).toEqual({
      status: 503,
      body: { code: 'billing_not_configured', message: planMessages.billingNotConfigured },
    });
    const hook = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(hook.status).toBe(503);
  });
});
