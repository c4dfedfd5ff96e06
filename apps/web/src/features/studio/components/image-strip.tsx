import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { imageSrc } from '../store/studio-store';
import { PersonImage } from './person-image';
import type { StudioImageRecord } from '../store/types';

/** A row of generated images; optional active image and remove buttons. */
export function ImageStrip({
  images,
  activeId,
  onSelect,
  onRemove,
  label,
}: {
  images: StudioImageRecord[];
  activeId?: string | null;
  onSelect?: (id: string) => void;
  onRemove?: (id: string) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-2">
      {images.map((img) => (
        <li key={img.id} className="relative">
          <button
            type="button"
            onClick={() => onSelect?.(img.id)}
            aria-pressed={onSelect ? activeId === img.id : undefined}
            className={cn(
              'block w-full overflow-hidden rounded-2xl border bg-stone-100 text-left shadow-sm transition dark:bg-stone-800',
              activeId === img.id
                ? 'border-brand-500 ring-2 ring-brand-500/40'
                : 'border-stone-200 hover:border-brand-300 dark:border-white/10',
            )}
          >
            <PersonImage
              src={imageSrc(img)}
              alt={img.name}
              data-testid="intermediate-image"
              className="aspect-[3/4] w-full"
            />
            <span className="block truncate px-2 py-1.5 text-xs font-medium text-stone-800 dark:text-stone-200">
              {img.name}
            </span>
          </button>
          {onRemove ? (
            <button
              type="button"
              aria-label={`Remove ${img.name}`}
              onClick={() => onRemove(img.id)}
              className="absolute top-1.5 right-1.5 rounded-full bg-stone-950/60 p-1 text-white backdrop-blur hover:bg-stone-950/80"
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
