import { Loader2, Save } from 'lucide-react';
import { messages } from '@looklab/shared';
import { Button } from '@/components/ui/button';
import { CardDownloadButtons } from '@/features/downloads';
import { cn } from '@/lib/cn';
import type { StepKey } from '../store/paths';
import { useStudioStore } from '../store/studio-store';
import { MakeoverName } from './makeover-name';
import { StepNav } from './step-nav';
import { useCardSource } from './use-card-source';
import { useMakeoverPersistence } from './use-makeover-persistence';

function SaveButton({ className }: { className?: string }) {
  const { save } = useMakeoverPersistence();
  const isDirty = useStudioStore((s) => s.isDirty);
  const loading = useStudioStore((s) => s.isUserDataLoading);
  const currentId = useStudioStore((s) => s.currentMakeoverId);
  return (
    <Button
      className={cn(className)}
      disabled={!isDirty || loading || currentId === null}
      onClick={() => void save()}
      aria-keyshortcuts="Control+S Meta+S"
    >
      {loading ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Save className="h-4 w-4" aria-hidden="true" />
      )}
      {loading ? messages.loading.saving : 'Save'}
    </Button>
  );
}

/** The printable card's Images and PDF buttons (signed-in users, spec §2). */
function CardButtons({ className }: { className?: string }) {
  return (
    <div className={className}>
      <CardDownloadButtons source={useCardSource()} />
    </div>
  );
}

/** Name, step navigation and (for signed-in users) the card downloads and Save. */
export function FrameHeader({
  current,
  onStep,
}: {
  current: StepKey | null;
  onStep?: (step: StepKey) => void;
}) {
  const { signedIn, rename } = useMakeoverPersistence();
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-center justify-between gap-3">
        <MakeoverName onRename={rename} />
        {signedIn ? (
          <div className="flex items-center gap-2 lg:hidden">
            <CardButtons />
            <SaveButton />
          </div>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <StepNav current={current} {...(onStep ? { onStep } : {})} />
        {/* a wrapper hides it: on the button, `hidden` loses to the button's own inline-flex */}
        {signedIn ? (
          <div className="hidden items-center gap-3 lg:flex">
            <CardButtons />
            <SaveButton />
          </div>
        ) : null}
      </div>
    </div>
  );
}
