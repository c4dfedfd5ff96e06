import { useAuth } from '@/lib/auth';
import { CustomizePage } from '../customize/customize-page';
import { FrameHeader } from '../frame/frame-header';
import { HairstylesPage } from '../hairstyles/hairstyles-page';
import { ResultsPage } from '../results/results-page';
import { SelectPersonPage } from '../select-person/select-person-page';
import { useBeforeUnloadWarning } from '../store/studio-hooks';
import { useStudioStore } from '../store/studio-store';
import { useGoToStep } from '../store/use-go-to-step';
import { UploadPanel } from './upload-panel';

/** Visitors run every step in place on '/' (the step routes need an account). */
function VisitorStudio() {
  const stage = useStudioStore((s) => s.visitorStage);
  const goToStep = useGoToStep();
  useBeforeUnloadWarning();
  return (
    <div id="studio-top" className="flex scroll-mt-20 flex-col gap-5 p-3 sm:p-5">
      <FrameHeader current={stage === 'select-person' ? null : stage} onStep={goToStep} />
      {stage === 'select-person' ? <SelectPersonPage /> : null}
      {stage === 'hairstyles' ? <HairstylesPage /> : null}
      {stage === 'customize' ? <CustomizePage /> : null}
      {stage === 'results' ? <ResultsPage /> : null}
    </div>
  );
}

/** Step 1 (route '/'): the upload panel; for visitors also the rest of the studio. */
export function UploadStep() {
  const { status } = useAuth();
  const stage = useStudioStore((s) => s.visitorStage);
  if (status !== 'signedIn' && stage !== 'upload') return <VisitorStudio />;
  return (
    <div
      id={status === 'signedIn' ? undefined : 'studio-top'}
      className="scroll-mt-20 py-4 sm:py-6"
    >
      <UploadPanel />
    </div>
  );
}
