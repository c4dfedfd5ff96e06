import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** A centred spinner with a status text, for pages that are loading. */
export function PageSpinner({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex min-h-[50vh] flex-col items-center justify-center gap-4 text-stone-500 dark:text-stone-400',
        className,
      )}
    >
      <Spinner className="h-9 w-9 border-[3px] text-brand-500" />
      <p className="text-sm font-medium tracking-wide">{text}</p>
    </div>
  );
}
