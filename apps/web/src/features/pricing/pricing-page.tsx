import { useMemo } from 'react';
import { Info, PartyPopper } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { checkoutReturnSchema, type PurchasableLevel } from '@looklab/shared/api/billing.schema';
import { membershipLevels, type MembershipLevel } from '@looklab/shared/membership/membership';
import { tierComparison, tierHighlights } from '@looklab/shared/membership/tier-comparison';
import { planMessages, tierTaglines, upgradeTo } from '@looklab/shared/messages/plan-messages';
import { useErrorToast } from '@/app/overlays';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useAuth, useMembershipLevel } from '@/lib/auth';
import { useBillingConfig } from './api/get-billing';
import { useStartCheckout } from './api/start-checkout';
import { ComparisonTable } from './components/comparison-table';
import { TierCard } from './components/tier-card';

const rank = (level: MembershipLevel) => membershipLevels.indexOf(level);
const isPurchasable = (level: MembershipLevel): level is PurchasableLevel => level !== 'Freemium';

function CheckoutNotice() {
  const [params] = useSearchParams();
  const result = checkoutReturnSchema.safeParse(params.get('checkout'));
  if (!result.success) return null;
  const success = result.data === 'success';
  return (
    <p
      role="status"
      data-testid="checkout-notice"
      className="mt-8 flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm text-stone-700 dark:border-white/10 dark:bg-white/5 dark:text-stone-300"
    >
      {success ? (
        <PartyPopper className="h-5 w-5 shrink-0 text-brand-500" aria-hidden="true" />
      ) : (
        <Info className="h-5 w-5 shrink-0 text-stone-400" aria-hidden="true" />
      )}
      {success ? planMessages.checkoutSucceeded : planMessages.checkoutCancelled}
    </p>
  );
}

/** /pricing: the three tiers side by side and a full comparison, both from the shared rules. */
export function PricingPage() {
  const { status } = useAuth();
  const current = useMembershipLevel() ?? null;
  const billing = useBillingConfig();
  const checkout = useStartCheckout();
  const showError = useErrorToast();
  const rows = useMemo(() => tierComparison(), []);
  const canBuy = (level: PurchasableLevel) =>
    billing.data?.checkout === true && billing.data.levels.includes(level);
  const adminOnly = status === 'signedIn' && billing.data?.checkout === false;

  const action = (level: MembershipLevel) => {
    if (status !== 'signedIn') {
      return (
        <Link
          to="/auth/signup"
          className={buttonClasses(level === 'Freemium' ? 'outline' : 'primary', 'md', 'w-full')}
        >
          {level === 'Freemium' ? 'Sign up free' : 'Sign up to upgrade'}
        </Link>
      );
    }
    if (current && rank(level) <= rank(current)) {
      return (
        <Button variant="outline" className="w-full" disabled>
          {level === current ? 'Current plan' : 'Included in your plan'}
        </Button>
      );
    }
    if (!isPurchasable(level)) return null;
    const busy = checkout.isPending && checkout.variables === level;
    return (
      <Button
        className="w-full"
        disabled={!canBuy(level) || checkout.isPending}
        aria-describedby={adminOnly ? 'billing-admin-note' : undefined}
        onClick={() => checkout.mutate(level, { onError: (error) => showError(error) })}
      >
        {busy ? 'Opening checkout...' : upgradeTo(level)}
      </Button>
    );
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Pricing"
        title="Plans for every look"
        description="Start free. Upgrade for more shades and saved makeovers, favorite styles, sharper photos and your own makeup library."
      />
      <CheckoutNotice />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {membershipLevels.map((level, index) => (
          <TierCard
            key={level}
            level={level}
            tagline={tierTaglines[level]}
            lead={index > 0 ? `Everything in ${membershipLevels[index - 1]}, plus` : null}
            highlights={tierHighlights(level, rows)}
            current={status === 'signedIn' && level === current}
            action={action(level)}
          />
        ))}
      </div>
      {adminOnly ? (
        <div
          id="billing-admin-note"
          data-testid="billing-admin-note"
          className="mt-6 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-400/20 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold">{planMessages.billingNotConfigured}</p>
            <p className="mt-1">{planMessages.adminChangesLevel}</p>
            <code className="mt-2 inline-block rounded-lg bg-amber-100 px-2 py-1 font-mono text-xs break-all dark:bg-black/30">
              {planMessages.adminLevelCommand}
            </code>
          </div>
        </div>
      ) : null}
      <h2 className="mt-16 font-display text-2xl font-semibold text-stone-900 dark:text-white">
        Compare plans
      </h2>
      <div className="mt-6">
        <ComparisonTable rows={rows} current={status === 'signedIn' ? current : null} />
      </div>
    </PageContainer>
  );
}
