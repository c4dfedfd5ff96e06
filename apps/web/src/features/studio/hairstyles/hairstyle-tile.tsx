import { AlertCircle, Check, Clock, Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { generatingStyle, generationProgress } from '@looklab/shared';
import type { CatalogueItem } from '@looklab/shared';
import { cn } from '@/lib/cn';
import { ElapsedTime } from '../components/elapsed-time';
import { LevelBadge } from '../components/level-badge';
import type { TileJob } from '../store/types';

export type TileState = {
  selected: boolean;
  /** waiting for a request slot or generating; null when idle */
  job: TileJob | null;
  error: string | null;
  locked: boolean;
  recommendation: string | null;
};

/** Over the tile's icon while it waits for a slot, or spins with the seconds it has taken. */
function TileProgress({ job, name }: { job: TileJob; name: string }) {
  return (
    <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/75 text-xs font-semibold text-stone-700 dark:bg-stone-950/65 dark:text-stone-200">
      {job.phase === 'waiting' ? (
        <>
          <Clock className="h-5 w-5 text-stone-500 dark:text-stone-400" aria-hidden="true" />
          <span>{generationProgress.waiting}</span>
        </>
      ) : (
        <>
          <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
          <ElapsedTime since={job.since} className="tabular-nums" />
        </>
      )}
      <span className="sr-only">{generatingStyle(name)}</span>
    </span>
  );
}

/** A failed tile's text, three lines until tapped open (it names the style and the reason). */
function TileError({ error, name, onRetry }: { error: string; name: string; onRetry: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      role="alert"
      data-testid={`hairstyle-error-${name}`}
      className="mt-1 rounded-xl bg-red-50 p-2 text-xs text-red-700 dark:bg-red-500/10 dark:text-red-300"
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title={open ? undefined : error}
        className="flex items-start gap-1 text-left"
      >
        <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span className={cn(!open && 'line-clamp-3')}>{error}</span>
      </button>
      <button
        type="button"
        onClick={onRetry}
        className="mt-1 inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
      >
        <RotateCcw className="h-3 w-3" aria-hidden="true" />
        {generationProgress.retry}
      </button>
    </div>
  );
}

export function HairstyleTile({
  item,
  state,
  onToggle,
}: {
  item: CatalogueItem;
  state: TileState;
  onToggle: () => void;
}) {
  const { selected, job, error, locked, recommendation } = state;
  return (
    <div className="flex flex-col">
      <button
        type="button"
        onClick={onToggle}
        disabled={locked || job !== null}
        aria-pressed={selected}
        aria-busy={job !== null}
        title={locked ? `${item.name} needs the ${item.level ?? ''} plan` : item.description}
        data-testid={`hairstyle-${item.name}`}
        data-phase={job?.phase ?? (error ? 'failed' : selected ? 'done' : 'idle')}
        className={cn(
          'group relative flex flex-col items-center gap-2 rounded-2xl border bg-white p-3 text-center transition hover:-translate-y-0.5 hover:shadow-md disabled:hover:translate-y-0 dark:bg-stone-900',
          selected
            ? 'border-brand-500 ring-2 ring-brand-500/30'
            : error
              ? 'border-red-300 dark:border-red-400/40'
              : recommendation
                ? 'border-amber-300 dark:border-amber-400/40'
                : 'border-stone-200 dark:border-white/10',
          job?.phase === 'generating' && 'border-brand-300 dark:border-brand-400/40',
          locked && 'opacity-60',
        )}
      >
        <span className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-xl bg-stone-100 dark:bg-white/5">
          <img src={item.iconUrl} alt="" className="h-full w-full object-contain p-1" />
          {job ? <TileProgress job={job} name={item.name} /> : null}
          {selected ? (
            <span className="absolute top-1.5 right-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-white shadow">
              <Check className="h-3.5 w-3.5" aria-hidden="true" />
            </span>
          ) : null}
          {/* while busy the progress has the tile to itself (on a phone the mark would cover it) */}
          {recommendation && !job ? (
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
      {error ? <TileError error={error} name={item.name} onRetry={onToggle} /> : null}
    </div>
  );
}
