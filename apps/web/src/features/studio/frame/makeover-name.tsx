import { Check, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useStudioStore } from '../store/studio-store';

/** Editable makeover name: pencil to edit; Enter/blur commits; Escape cancels. */
export function MakeoverName({ onRename }: { onRename: (name: string) => Promise<void> }) {
  const name = useStudioStore((s) => s.makeoverName);
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);

  const commit = () => {
    if (draft === null) return;
    const value = draft;
    setDraft(null);
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    void onRename(value);
  };

  if (draft !== null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <input
          autoFocus
          aria-label="Makeover name"
          value={draft}
          maxLength={120}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              e.currentTarget.blur();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              cancelled.current = true;
              e.currentTarget.blur();
            }
          }}
          className="h-9 w-full min-w-0 rounded-xl border border-brand-300 bg-white px-3 font-display text-lg font-semibold text-stone-900 shadow-sm outline-none focus:ring-2 focus:ring-brand-400 sm:w-72 dark:border-brand-500/50 dark:bg-stone-900 dark:text-white"
        />
        <button
          type="button"
          aria-label="Save name"
          onMouseDown={(e) => e.preventDefault()}
          onClick={commit}
          className="rounded-full p-2 text-brand-600 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-white/10"
        >
          <Check className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      <h1
        data-testid="makeover-name"
        className="truncate font-display text-xl font-semibold text-stone-900 sm:text-2xl dark:text-white"
      >
        {name}
      </h1>
      <button
        type="button"
        aria-label="Rename makeover"
        onClick={() => setDraft(name)}
        className="shrink-0 rounded-full p-2 text-stone-500 hover:bg-stone-900/5 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-white/10 dark:hover:text-white"
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
