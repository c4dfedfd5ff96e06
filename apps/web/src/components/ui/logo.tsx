import { cn } from '@/lib/cn';

/** The LookLab mark and wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 64 64" className="h-8 w-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id="looklab-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f43f75" />
            <stop offset=".55" stopColor="#d946ef" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="18" fill="url(#looklab-logo)" />
        <path
          d="M22 16v32h20"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="44" cy="20" r="5" fill="#fff" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight text-stone-900 dark:text-white">
        Look<span className="text-gradient">Lab</span>
      </span>
    </span>
  );
}
