import { messages } from '@looklab/shared/messages/messages';
import { PageSpinner } from '@/components/ui/spinner';
import { MarketingHomePage } from '@/features/content';
import { UploadStep, WorkflowFrame } from '@/features/studio';
import { useAuth } from '@/lib/auth';

/**
 * `/` (spec §2): 'Loading Studio...' while auth loads, the studio upload step inside the
 * workflow frame for signed-in users, the marketing home (with the upload step) for visitors.
 */
export function HomeRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner text={messages.loading.studio} />;
  if (status === 'signedIn') return <WorkflowFrame />;
  return <MarketingHomePage tryIt={<UploadStep />} />;
}
