import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import {
  hasLevel,
  planMessages,
  purchasableLevelSchema,
  type BillingConfig as BillingInfo,
  type PurchasableLevel,
} from '@looklab/shared';
import type { BillingConfig } from '../config';
import type { BillingRepository } from '../db/repositories/billing.repository';
import type { UserRepository } from '../db/repositories/user.repository';
import { HttpError } from '../lib/http-error';
import type { SettingsService } from './settings.service';

/** A Stripe call that hangs must not hold the request: the checkout answers within this. */
const STRIPE_TIMEOUT_MS = 20_000;

export type CheckoutUser = { id: string; email: string };
export type WebhookOutcome = { received: true; duplicate: boolean };

/** An id or an expanded object in a Stripe payload → the id. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Upgrades through Stripe Checkout (#22): a checkout session per upgrade, and a signed webhook
 * that sets the level — through the settings service, so open tabs hear it over /api/events —
 * and downgrades to Freemium when the subscription behind it ends. The level is never written
 * by the user.
 */
export class BillingService {
  private readonly stripe: Stripe | null;

  constructor(
    private readonly config: BillingConfig,
    private readonly publicUrl: string,
    private readonly billing: BillingRepository,
    private readonly users: UserRepository,
    private readonly settings: SettingsService,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stripe = config.secretKey
      ? new Stripe(config.secretKey, {
          timeout: STRIPE_TIMEOUT_MS,
          maxNetworkRetries: 1,
          ...(config.api && {
            host: config.api.host,
            port: config.api.port,
            protocol: config.api.protocol,
          }),
        })
      : null;
  }

  /** Levels on sale: those with a price, and only when a secret key is set. */
  info(): BillingInfo {
    const levels = purchasableLevelSchema.options.filter((level) => this.config.prices[level]);
    return { checkout: this.stripe !== null && levels.length > 0, levels };
  }

  /** A Checkout Session for the level; its URL is where the browser goes to pay. */
  async checkout(user: CheckoutUser, level: PurchasableLevel): Promise<{ url: string }> {
    const price = this.config.prices[level];
    if (!this.stripe || !price) {
      throw new HttpError(503, planMessages.billingNotConfigured, 'billing_not_configured');
    }
    const { membershipLevel } = await this.settings.get(user.id);
    if (hasLevel(membershipLevel, level)) {
      throw new HttpError(409, planMessages.alreadyOnPlan, 'already_on_plan');
    }
    const metadata = { userId: user.id, level };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: user.id,
        customer_email: user.email,
        metadata,
        subscription_data: { metadata },
        success_url: `${this.publicUrl}/pricing?checkout=success`,
        cancel_url: `${this.publicUrl}/pricing?checkout=cancelled`,
      });
    } catch (err) {
      this.log.error({ err }, 'stripe checkout session failed');
      throw new HttpError(502, planMessages.checkoutFailed, 'checkout_failed');
    }
    if (!session.url) throw new HttpError(502, planMessages.checkoutFailed, 'checkout_failed');
    return { url: session.url };
  }

  /** Verifies the signature over the raw body, then handles the event once per event id. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const secret = this.config.webhookSecret;
    if (!secret)
      throw new HttpError(503, planMessages.webhookNotConfigured, 'billing_not_configured');
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no Stripe-Signature header');
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (err) {
      this.log.warn({ err }, 'billing webhook refused');
      throw new HttpError(400, planMessages.webhookSignature, 'bad_signature');
    }
    if (await this.billing.hasEvent(event.id)) return { received: true, duplicate: true };
    if (event.type === 'checkout.session.completed') {
      await this.onCheckoutCompleted(event.data.object);
    } else if (event.type === 'customer.subscription.deleted') {
      await this.onSubscriptionEnded(event.data.object);
    }
    const first = await this.billing.recordEvent(event.id, event.type);
    return { received: true, duplicate: !first };
  }

  private async onCheckoutCompleted(session: Stripe.Checkout.Session): Promise<void> {
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    const level = purchasableLevelSchema.safeParse(session.metadata?.level);
    if (!userId || !level.success || session.payment_status === 'unpaid') {
      this.log.warn({ session: session.id }, 'checkout session without a paid user level');
      return;
    }
    if (!(await this.users.exists(userId))) {
      this.log.warn({ session: session.id }, 'checkout session for an unknown user');
      return;
    }
    await this.billing.saveSubscription({
      userId,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      level: level.data,
    });
    await this.settings.setLevel(userId, level.data);
  }

  /** Only the subscription behind the current level downgrades; an older one ending does not. */
  private async onSubscriptionEnded(subscription: Stripe.Subscription): Promise<void> {
    const current = await this.billing.findBySubscription(subscription.id);
    if (!current) return;
    await this.billing.deleteForUser(current.userId);
    await this.settings.setLevel(current.userId, 'Freemium');
  }
}
