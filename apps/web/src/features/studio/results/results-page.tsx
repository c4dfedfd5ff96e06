import { ArrowLeft, ArrowRight, Check, Loader2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { generationProgress } from '@looklab/shared';
import { ShareDialogs } from '@/features/sharing';
import { EmptyStep } from '../components/empty-step';
import { PersonImage } from '../components/person-image';
import { customizationLabels } from '../store/selection-rules';
import { imageSrc, useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';
import { ImageDetailDialog } from './image-detail-dialog';

const iconBtn =
  'rounded-full p-1.5 text-stone-600 hover:bg-stone-900/5 hover:text-stone-900 disabled:opacity-30 dark:text-stone-300 dark:hover:bg-white/10 dark:hover:text-white';

function ResultCard({
  image,
  index,
  count,
  onOpen,
}: {
  image: StudioImageRecord;
  index: number;
  count: number;
  onOpen: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const store = useStudioStore.getState;
  const commit = () => {
    const name = (draft ?? '').trim();
    if (name && name !== image.name) store().renameFinal(image.id, name);
    setDraft(null);
  };
  const labels = customizationLabels(image.look);
  return (
    <li className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm dark:border-white/10 dark:bg-stone-900">
      <button
        type="button"
        onClick={onOpen}
        className="block w-full"
        aria-label={`Open ${image.name}`}
      >
        <PersonImage
          src={imageSrc(image)}
          alt={image.name}
          data-testid="final-image"
          className="aspect-[3/4] w-full"
          imgClassName="transition hover:opacity-95"
        />
      </button>
      <div className="flex flex-col gap-1 p-3">
        {draft !== null ? (
          <input
            autoFocus
            aria-label="Image name"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') setDraft(null);
            }}
            className="h-8 rounded-lg border border-brand-300 px-2 text-sm dark:bg-stone-800 dark:text-white"
          />
        ) : (
          <p className="truncate font-medium text-stone-900 dark:text-white">{image.name}</p>
        )}
        <p className="line-clamp-2 min-h-8 text-xs text-stone-500 dark:text-stone-400">
          {labels.join(' • ') || 'As generated'}
        </p>
        <div className="mt-1 flex items-center justify-between">
          <div className="flex">
            <button
              type="button"
              className={iconBtn}
              aria-label={`Move ${image.name} earlier`}
              disabled={index === 0}
              onClick={() => store().reorderFinal(index, index - 1)}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={iconBtn}
              aria-label={`Move ${image.name} later`}
              disabled={index === count - 1}
              onClick={() => store().reorderFinal(index, index + 1)}
            >
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <div className="flex">
            <button
              type="button"
              className={iconBtn}
              aria-label={draft !== null ? 'Save image name' : `Rename ${image.name}`}
              onMouseDown={(e) => draft !== null && e.preventDefault()}
              onClick={() => (draft !== null ? commit() : setDraft(image.name))}
            >
              {draft !== null ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Pencil className="h-4 w-4" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              className={iconBtn}
              aria-label={`Remove ${image.name}`}
              onClick={() => store().removeFinal(image.id)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

/** A final look still being made: its place on the results until it comes. */
function PendingCard() {
  return (
    <li
      data-testid="final-pending"
      className="flex aspect-[3/4] flex-col items-center justify-center gap-2 self-start rounded-3xl border border-stone-200 bg-stone-100 text-sm text-stone-600 dark:border-white/10 dark:bg-white/5 dark:text-stone-300"
    >
      <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
      <span role="status">{generationProgress.finalPending}</span>
    </li>
  );
}

/** Step 4: the final looks (those still being made after 'See results' join as they come). */
export function ResultsPage() {
  const finals = useStudioStore((s) => s.finalImages);
  const pending = useStudioStore((s) => s.finalsPending);
  const original = useStudioStore((s) => s.originalImage);
  const [openId, setOpenId] = useState<string | null>(null);
  if (!original || finals.length === 0) {
    return <EmptyStep text="Customize your looks to see the results here." />;
  }
  const open = finals.find((f) => f.id === openId) ?? null;
  return (
    <section aria-labelledby="results-title">
      <h2
        id="results-title"
        className="font-display text-2xl font-semibold text-stone-900 dark:text-white"
      >
        Your new looks
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        Open a look to download it, compare it with your original photo or share it.
      </p>
      <ul
        className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
        aria-label="Final images"
      >
        <li className="self-start overflow-hidden rounded-3xl border border-dashed border-stone-300 bg-stone-100 dark:border-white/15 dark:bg-white/5">
          <PersonImage
            src={imageSrc(original)}
            alt="Original photo"
            className="aspect-[3/4] w-full"
          />
          <p className="p-3 text-sm font-medium text-stone-600 dark:text-stone-300">Original</p>
        </li>
        {finals.map((img, i) => (
          <ResultCard
            key={img.id}
            image={img}
            index={i}
            count={finals.length}
            onOpen={() => setOpenId(img.id)}
          />
        ))}
        {Array.from({ length: pending }, (_, i) => (
          <PendingCard key={`pending-${i}`} />
        ))}
      </ul>
      <ImageDetailDialog image={open} onClose={() => setOpenId(null)} />
      <ShareDialogs />
    </section>
  );
}
