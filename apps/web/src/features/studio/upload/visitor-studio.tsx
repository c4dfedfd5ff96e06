import { CustomizePage } from '../customize/customize-page';
import { FrameHeader } from '../frame/frame-header';
import { HairstylesPage } from '../hairstyles/hairstyles-page';
import { ResultsPage } from '../results/results-page';
import { SelectPersonPage } from '../select-person/select-person-page';
import { useBeforeUnloadWarning } from '../store/studio-hooks';
import { useStudioStore } from '../store/studio-store';
import { useGoToStep } from '../store/use-go-to-step';

/** Visitors run every step in place on '/' (the step routes need an account). */
export function VisitorStudio() {
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
