import { Crown, Lock, Zap } from 'lucide-react';
import type { MembershipLevel } from '@looklab/shared';
import { cn } from '@/lib/cn';

/** 'Spark' / 'Pro' marker on catalogue items; shows a lock when the user's level is lower. */
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
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[10px] leading-none font-semibold tracking-wide uppercase',
        level === 'Pro'
          ? 'bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200'
          : 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
        className,
      )}
    >
      <Icon className="h-2.5 w-2.5" aria-hidden="true" />
      {level}
    </span>
  );
}
