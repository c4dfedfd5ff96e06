import { lazy, Suspense } from 'react';
import { messages } from '@looklab/shared/messages/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useStudioStore } from '../store/studio-store';
import { UploadPanel } from './upload-panel';

/** The later steps load once a visitor's photo is analysed (the home page ships the panel only). */
const VisitorStudio = lazy(() =>
  import('./visitor-studio').then((m) => ({ default: m.VisitorStudio })),
);

/** Step 1 (route '/'): the upload panel; for visitors also the rest of the studio. */
export function UploadStep() {
  const { status } = useAuth();
  const stage = useStudioStore((s) => s.visitorStage);
  if (status !== 'signedIn' && stage !== 'upload') {
    return (
      <Suspense fallback={<PageSpinner text={messages.loading.studio} />}>
        <VisitorStudio />
      </Suspense>
    );
  }
  return (
    <div
      id={status === 'signedIn' ? undefined : 'studio-top'}
      className="scroll-mt-20 py-4 sm:py-6"
    >
      <UploadPanel />
    </div>
  );
}
