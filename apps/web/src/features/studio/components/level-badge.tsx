import { Crown, Lock, Zap } from 'lucide-react';
import type { MembershipLevel } from '@looklab/shared';
import { GuardedLink } from '@/app/layout/guarded-link';
import { cn } from '@/lib/cn';

/**
 * 'Spark' / 'Pro' marker on catalogue items. When the user's level is lower it shows a lock and
 * leads to the pricing page (the click stays off the item around it).
 */
export function LevelBadge({
  level,
  locked,
  className,
}: {
  level: MembershipLevel | undefined;
  locked: boolean;
  className?: string;
}) {
  if (!level || level === 'Freemium') return null;
  const Icon = locked ? Lock : level === 'Pro' ? Crown : Zap;
  const classes = cn(
    'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[10px] leading-none font-semibold tracking-wide uppercase',
    level === 'Pro'
      ? 'bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200'
      : 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
    className,
  );
  const content = (
    <>
      <Icon className="h-2.5 w-2.5" aria-hidden="true" />
      {level}
    </>
  );
  if (!locked) return <span className={classes}>{content}</span>;
  return (
    <GuardedLink
      to="/pricing"
      stopPropagation
      data-testid="level-lock"
      aria-label={`Needs ${level}: see plans`}
      title={`Needs ${level}: see plans`}
      className={cn(classes, 'cursor-pointer underline-offset-2 hover:underline')}
    >
      {content}
    </GuardedLink>
  );
}
