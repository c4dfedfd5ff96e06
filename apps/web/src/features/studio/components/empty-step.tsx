import { ImagePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useGoToStep } from '../store/use-go-to-step';

/** Shown when a step is opened before its inputs exist. */
export function EmptyStep({ text }: { text: string }) {
  const goToStep = useGoToStep();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-dashed border-stone-300 bg-white/60 p-10 text-center dark:border-white/15 dark:bg-white/5">
      <p className="text-stone-600 dark:text-stone-300">{text}</p>
      <Button onClick={() => goToStep('upload')}>
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        Upload a photo
      </Button>
    </div>
  );
}
