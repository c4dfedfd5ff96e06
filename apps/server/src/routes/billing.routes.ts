import { checkoutRequestSchema } from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { BillingService } from '../services/billing.service';
import type { ZodApp } from './route-types';

/** Webhook payloads are small JSON events; anything larger is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function registerBillingRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; billing: BillingService },
): void {
  const { users, billing } = deps;

  // Public: the pricing page shows 'Upgrade' or how an administrator changes a level.
  app.get('/api/billing', () => billing.info());

  app.post('/api/billing/checkout', { schema: { body: checkoutRequestSchema } }, async (req) => {
    const user = await users.require(req);
    return billing.checkout(user, req.body.level);
  });

  // The signature covers the exact bytes sent, so this route reads its body raw.
  void app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, next) => next(null, body));
    scope.post('/api/billing/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      return billing.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
    });
    done();
  });
}
