import { AlertCircle, Check, Loader2, RotateCcw, Sparkles } from 'lucide-react';
import type { CatalogueItem } from '@looklab/shared';
import { cn } from '@/lib/cn';
import { LevelBadge } from '../components/level-badge';

export type TileState = {
  selected: boolean;
  generating: boolean;
  error: string | null;
  locked: boolean;
  recommendation: string | null;
};

export function HairstyleTile({
  item,
  state,
  onToggle,
}: {
  item: CatalogueItem;
  state: TileState;
  onToggle: () => void;
}) {
  const { selected, generating, error, locked, recommendation } = state;
  return (
    <div className="flex flex-col">
      <button
        type="button"
        onClick={onToggle}
        disabled={locked || generating}
        aria-pressed={selected}
        aria-busy={generating}
        title={locked ? `${item.name} needs the ${item.level ?? ''} plan` : item.description}
        data-testid={`hairstyle-${item.name}`}
        className={cn(
          'group relative flex flex-col items-center gap-2 rounded-2xl border bg-white p-3 text-center transition hover:-translate-y-0.5 hover:shadow-md disabled:hover:translate-y-0 dark:bg-stone-900',
          selected
            ? 'border-brand-500 ring-2 ring-brand-500/30'
            : recommendation
              ? 'border-amber-300 dark:border-amber-400/40'
              : 'border-stone-200 dark:border-white/10',
          locked && 'opacity-60',
        )}
      >
        <span className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-xl bg-stone-100 dark:bg-white/5">
          <img src={item.iconUrl} alt="" className="h-full w-full object-contain p-1" />
          {generating ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70 dark:bg-stone-950/60">
              <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
              <span className="sr-only">Generating {item.name}</span>
            </span>
          ) : null}
          {selected ? (
            <span className="absolute top-1.5 right-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-white shadow">
              <Check className="h-3.5 w-3.5" aria-hidden="true" />
            </span>
          ) : null}
          {recommendation ? (
            <span className="absolute top-1.5 left-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-amber-400 text-amber-950 shadow">
              <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">Recommended</span>
            </span>
          ) : null}
        </span>
        <span className="line-clamp-2 text-sm leading-tight font-medium text-stone-900 dark:text-stone-100">
          {item.name}
        </span>
        <LevelBadge level={item.level} locked={locked} />
      </button>
      {recommendation ? (
        <p className="mt-1 line-clamp-3 px-1 text-[11px] leading-snug text-amber-800 dark:text-amber-200/80">
          {recommendation}
        </p>
      ) : null}
      {error ? (
        <div
          role="alert"
          className="mt-1 rounded-xl bg-red-50 p-2 text-xs text-red-700 dark:bg-red-500/10 dark:text-red-300"
        >
          <p className="flex items-start gap-1">
            <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </p>
          <button
            type="button"
            onClick={onToggle}
            className="mt-1 inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
          >
            <RotateCcw className="h-3 w-3" aria-hidden="true" />
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
}
