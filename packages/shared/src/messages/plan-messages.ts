/**
 * Texts of plans, billing, favorite styles and the Makeup Library that the spec does not quote
 * (the quoted ones are in messages.ts). Server and web use them, so tests assert the same text.
 */
export const planMessages = {
  seePlans: 'See plans',
  billingNotConfigured: 'Online upgrades are not set up on this server.',
  adminChangesLevel: 'An administrator changes a level on the server with this command:',
  adminLevelCommand: 'npm run admin -- set-level <e-mail> <Freemium|Spark|Pro>',
  checkoutFailed: 'Could not start the checkout. Please try again.',
  checkoutSucceeded: 'Payment received: your new plan is on its way to every open tab.',
  checkoutCancelled: 'Checkout cancelled: your plan has not changed.',
  alreadyOnPlan: 'You already have this plan or a higher one.',
  webhookSignature: 'The webhook signature could not be verified.',
  webhookNotConfigured: 'Billing webhooks are not configured on this server.',
  // Favorite styles (the save/update/delete failures are the spec's, in messages.ts)
  couldNotLoadStyles: 'Could not load your styles. Please try again.',
  favoriteNotFound: 'Favorite style not found',
  couldNotUploadIcon: 'Could not upload the icon. Please try another image.',
  // Makeup Library
  couldNotLoadLibrary: 'Could not load your makeup library. Please try again.',
  couldNotSaveProduct: 'Could not save the product. Please try again.',
  couldNotSaveProducts: 'Could not add the products. Please try again.',
  couldNotDeleteProduct: 'Could not delete the product. Please try again.',
  productNotFound: 'Product not found',
} as const;

/** One line under each tier's name on the pricing page. */
export const tierTaglines = {
  Freemium: 'Try on every core look with your own photos.',
  Spark: 'More shades and saved looks, plus favorite styles.',
  Pro: 'The whole catalogue at full resolution, with your own makeup.',
} as const;

/**
 * Does an error name a plan limit (the saved-makeover cap, or '… needs the Pro plan.')? Such
 * errors carry a link to the pricing page.
 */
export function isPlanLimitMessage(text: string): boolean {
  return (
    /needs the (Spark|Pro) plan\./.test(text) ||
    /reached your limit of \d+ saved makeovers for the \w+ plan\./.test(text)
  );
}

/** A look holds an avant-garde item while the settings' switch is off. */
export const avantGardeOff = (name: string): string =>
  `${name} is an avant-garde style. Turn on avant-garde styles in your profile to use it.`;

/** The button on a tier's pricing card. */
export const upgradeTo = (level: string): string => `Upgrade to ${level}`;
