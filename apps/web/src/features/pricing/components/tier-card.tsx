import type { ReactNode } from 'react';
import { Check, Crown, Sparkles, Zap } from 'lucide-react';
import type { MembershipLevel } from '@looklab/shared';
import { cn } from '@/lib/cn';

const tierLooks: Record<MembershipLevel, { icon: typeof Zap; accent: string; ring: string }> = {
  Freemium: {
    icon: Sparkles,
    accent: 'bg-stone-100 text-stone-700 dark:bg-white/10 dark:text-stone-200',
    ring: 'border-stone-200 dark:border-white/10',
  },
  Spark: {
    icon: Zap,
    accent: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
    ring: 'border-amber-300/70 dark:border-amber-400/30',
  },
  Pro: {
    icon: Crown,
    accent: 'bg-brand-gradient text-white',
    ring: 'border-brand-400/70 shadow-lg shadow-brand-500/10 dark:border-brand-400/40',
  },
};

/** One tier side by side with the others: name, tagline, what it adds, and its action. */
export function TierCard({
  level,
  tagline,
  lead,
  highlights,
  current,
  action,
}: {
  level: MembershipLevel;
  tagline: string;
  /** 'Everything in Spark, plus' above the list, for tiers that build on another. */
  lead: string | null;
  highlights: string[];
  current: boolean;
  action: ReactNode;
}) {
  const look = tierLooks[level];
  return (
    <section
      aria-labelledby={`tier-${level}-name`}
      data-testid={`tier-${level}`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-6 dark:bg-white/[0.03]',
        look.ring,
        current && 'ring-2 ring-brand-500/60',
      )}
    >
      {current ? (
        <span className="absolute -top-3 left-6 rounded-full bg-stone-900 px-3 py-1 text-xs font-semibold text-white dark:bg-white dark:text-stone-900">
          Your plan
        </span>
      ) : null}
      <div className="flex items-center gap-3">
        <span className={cn('flex h-10 w-10 items-center justify-center rounded-2xl', look.accent)}>
          <look.icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2
          id={`tier-${level}-name`}
          className="font-display text-2xl font-semibold text-stone-900 dark:text-white"
        >
          {level}
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-stone-600 dark:text-stone-400">{tagline}</p>
      {lead ? (
        <p className="mt-5 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
          {lead}
        </p>
      ) : null}
      <ul className={cn('space-y-2.5 text-sm', lead ? 'mt-3' : 'mt-5')}>
        {highlights.map((line) => (
          <li key={line} className="flex items-start gap-2.5 text-stone-700 dark:text-stone-300">
            <Check
              className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              aria-hidden="true"
            />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">{action}</div>
    </section>
  );
}
