import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-stone-200/80 bg-white/80 shadow-sm shadow-stone-900/5 backdrop-blur dark:border-white/10 dark:bg-white/[0.04] dark:shadow-none',
        className,
      )}
      {...props}
    />
  );
}
