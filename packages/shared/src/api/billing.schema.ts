import { z } from 'zod';

/** Levels sold through checkout (everything above the default, Freemium). */
export const purchasableLevelSchema = z.enum(['Spark', 'Pro']);
export type PurchasableLevel = z.infer<typeof purchasableLevelSchema>;

/** GET /api/billing: whether upgrades go through a billing provider, and which levels it sells. */
export const billingConfigSchema = z.object({
  checkout: z.boolean(),
  levels: z.array(purchasableLevelSchema),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** POST /api/billing/checkout. */
export const checkoutRequestSchema = z.object({ level: purchasableLevelSchema }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The hosted checkout page to open. */
export const checkoutResponseSchema = z.object({ url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `?checkout=` on /pricing when the provider sends the user back. */
export const checkoutReturnSchema = z.enum(['success', 'cancelled']);
export type CheckoutReturn = z.infer<typeof checkoutReturnSchema>;
