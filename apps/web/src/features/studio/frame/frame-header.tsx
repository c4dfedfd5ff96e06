import { Loader2, Save, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { messages } from '@looklab/shared';
import { Button } from '@/components/ui/button';
import { CardDownloadButtons } from '@/features/downloads';
import { cn } from '@/lib/cn';
import { keepForSignIn, snapshotOf } from '../store/pending-save';
import { stepPath, type StepKey } from '../store/paths';
import { useStudioStore } from '../store/studio-store';
import { MakeoverName } from './makeover-name';
import { StepNav } from './step-nav';
import { useCardSource } from './use-card-source';
import { useMakeoverPersistence } from './use-makeover-persistence';

function SaveButton({ className }: { className?: string }) {
  const { save } = useMakeoverPersistence();
  const isDirty = useStudioStore((s) => s.isDirty);
  const loading = useStudioStore((s) => s.isUserDataLoading);
  const hasPhoto = useStudioStore((s) => s.originalImage !== null);
  return (
    <Button
      className={cn(className)}
      disabled={!isDirty || loading || !hasPhoto}
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

/**
 * A visitor's Save: the studio is kept in the browser, the sign-up screen opens, and once the
 * account exists the kept photo and looks are saved to it (see useSaveKeptStudio).
 */
function SignUpToSaveButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const hasPhoto = useStudioStore((s) => s.originalImage !== null);
  if (!hasPhoto) return null;
  const keep = async () => {
    const s = useStudioStore.getState();
    await keepForSignIn(snapshotOf(s));
    const stage = s.visitorStage;
    const from = stage === 'select-person' ? '/select-person' : stepPath(stage, null);
    // nothing is lost by leaving now: it is kept for the new account
    useStudioStore.getState().changesDiscarded();
    void navigate('/auth/signup', { state: { from } });
  };
  return (
    <Button className={cn(className)} data-testid="sign-up-to-save" onClick={() => void keep()}>
      <UserPlus className="h-4 w-4" aria-hidden="true" />
      Sign up to save
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
        ) : (
          <SignUpToSaveButton className="lg:hidden" />
        )}
      </div>
      <div className="flex items-center gap-3">
        <StepNav current={current} {...(onStep ? { onStep } : {})} />
        {/* a wrapper hides it: on the button, `hidden` loses to the button's own inline-flex */}
        {signedIn ? (
          <div className="hidden items-center gap-3 lg:flex">
            <CardButtons />
            <SaveButton />
          </div>
        ) : (
          <div className="hidden lg:block">
            <SignUpToSaveButton />
          </div>
        )}
      </div>
    </div>
  );
}
