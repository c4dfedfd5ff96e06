import { lazy, Suspense } from 'react';
import { messages } from '@looklab/shared/messages/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { MarketingHomePage } from '@/features/content';
import { useAuth } from '@/lib/auth';
import { loadStudio, UploadStepSlot } from './studio-bridge';

/** Signed-in users' studio frame; visitors' home never loads it. */
const WorkflowFrame = lazy(() =>
  Promise.all([import('@/features/studio/pages'), loadStudio()]).then(([m]) => ({
    default: m.WorkflowFrame,
  })),
);

/**
 * `/` (spec §2): 'Loading Studio...' while auth loads, the studio upload step inside the
 * workflow frame for signed-in users, the marketing home (with the upload step) for visitors.
 */
export function HomeRoute() {
  const { status } = useAuth();
  // as tall as the screen, so the footer stays below it and does not jump when the page comes
  const loading = <PageSpinner text={messages.loading.studio} className="min-h-dvh" />;
  if (status === 'loading') return loading;
  if (status === 'signedIn') {
    return (
      <Suspense fallback={loading}>
        <WorkflowFrame />
      </Suspense>
    );
  }
  return <MarketingHomePage tryIt={<UploadStepSlot />} />;
}
