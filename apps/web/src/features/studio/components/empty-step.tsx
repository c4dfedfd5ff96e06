import { ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** Shown when a step is opened before its inputs exist. */
export function EmptyStep({ text }: { text: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-dashed border-stone-300 bg-white/60 p-10 text-center dark:border-white/15 dark:bg-white/5">
      <p className="text-stone-600 dark:text-stone-300">{text}</p>
      <Link to="/" className={buttonClasses('primary')}>
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        Upload a photo
      </Link>
    </div>
  );
}
