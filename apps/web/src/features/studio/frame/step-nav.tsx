import { Camera, Palette, Scissors, Sparkles } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { stepPath } from '../store/paths';
import type { StepKey } from '../store/paths';
import { useStudioStore } from '../store/studio-store';

const steps: Array<{ key: StepKey; label: string; icon: typeof Camera }> = [
  { key: 'upload', label: 'Upload', icon: Camera },
  { key: 'hairstyles', label: 'Hairstyles', icon: Scissors },
  { key: 'customize', label: 'Customize', icon: Palette },
  { key: 'results', label: 'Results', icon: Sparkles },
];

/** Which steps can be opened (spec §2 workflow frame). */
export function useStepEnabled(): Record<StepKey, boolean> {
  const hasImage = useStudioStore((s) => s.originalImage !== null);
  const hasPerson = useStudioStore((s) => s.selectedPersonId !== null);
  const hasIntermediate = useStudioStore((s) => s.intermediateImages.length > 0);
  const hasFinal = useStudioStore((s) => s.finalImages.length > 0);
  return {
    upload: true,
    hairstyles: hasImage && hasPerson,
    customize: hasImage && hasIntermediate,
    results: hasImage && hasFinal,
  };
}

export function StepNav({
  current,
  onStep,
}: {
  current: StepKey | null;
  /** Visitors: steps are buttons that change the in-place stage instead of links. */
  onStep?: (step: StepKey) => void;
}) {
  const id = useStudioStore((s) => s.currentMakeoverId);
  const enabled = useStepEnabled();
  return (
    <nav aria-label="Makeover steps" className="w-full overflow-x-auto">
      <ol className="flex min-w-max items-center gap-1 rounded-full border border-stone-200 bg-white/80 p-1 shadow-sm backdrop-blur dark:border-white/10 dark:bg-white/5">
        {steps.map((step, i) => {
          const Icon = step.icon;
          const active = current === step.key;
          const body = (
            <>
              <span
                className={cn(
                  'flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold',
                  active
                    ? 'bg-white/25 text-white'
                    : 'bg-stone-100 text-stone-600 dark:bg-white/10 dark:text-stone-300',
                )}
              >
                {i + 1}
              </span>
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              <span className={active ? undefined : 'sr-only sm:not-sr-only'}>{step.label}</span>
            </>
          );
          const base =
            'flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium transition sm:px-4';
          return (
            <li key={step.key}>
              {enabled[step.key] && onStep ? (
                <button
                  type="button"
                  onClick={() => onStep(step.key)}
                  aria-current={active ? 'step' : undefined}
                  className={cn(
                    base,
                    active
                      ? 'bg-brand-gradient text-white shadow-sm'
                      : 'text-stone-700 hover:bg-stone-900/5 dark:text-stone-200 dark:hover:bg-white/10',
                  )}
                >
                  {body}
                </button>
              ) : enabled[step.key] ? (
                <NavLink
                  to={stepPath(step.key, id)}
                  aria-current={active ? 'step' : undefined}
                  className={cn(
                    base,
                    active
                      ? 'bg-brand-gradient text-white shadow-sm'
                      : 'text-stone-700 hover:bg-stone-900/5 dark:text-stone-200 dark:hover:bg-white/10',
                  )}
                >
                  {body}
                </NavLink>
              ) : (
                <span
                  aria-disabled="true"
                  className={cn(base, 'cursor-not-allowed text-stone-400 dark:text-stone-600')}
                >
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
