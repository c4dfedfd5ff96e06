import { Clock, Loader2, Zap } from 'lucide-react';
import { generationProgress, photorealInProgress } from '@looklab/shared';
import { useSecondsSince } from '../components/elapsed-time';
import type { LookProgress } from '../generation/look-generation';

const chip =
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium text-white shadow-sm backdrop-blur';

/** On the customize image while it shows the embedded engine's instant preview. */
export function PreviewBadge() {
  return (
    <span
      data-testid="preview-badge"
      title={generationProgress.previewNote}
      className={`${chip} absolute top-3 left-3 bg-amber-500/90`}
    >
      <Zap className="h-3.5 w-3.5" aria-hidden="true" />
      {generationProgress.preview}
      <span className="sr-only">. {generationProgress.previewNote}</span>
    </span>
  );
}

/** The photoreal look on its way: waiting for a slot, or the seconds since it was sent. */
export function PhotorealProgress({ progress }: { progress: LookProgress }) {
  const seconds = useSecondsSince(progress.since);
  return (
    <span data-testid="photoreal-progress" role="status" className={`${chip} bg-brand-700/80`}>
      {progress.phase === 'waiting' ? (
        <>
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {generationProgress.photorealWaiting}
        </>
      ) : (
        <>
          <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
          <span className="tabular-nums">{photorealInProgress(seconds)}</span>
        </>
      )}
    </span>
  );
}
