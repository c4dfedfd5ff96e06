import { useEffect } from 'react';
import { Outlet, useBlocker, useLocation, useParams } from 'react-router';
import { prompts } from '@looklab/shared';
import { useConfirm } from '@/app/overlays';
import { useAuth } from '@/lib/auth';
import { stepOfPath } from '../store/paths';
import { useBeforeUnloadWarning } from '../store/studio-hooks';
import { useStudioStore } from '../store/studio-store';
import { FrameHeader } from './frame-header';
import { useDraftStudio } from './use-draft-studio';
import { useMakeoverPersistence } from './use-makeover-persistence';
import { useSaveKeptStudio } from './use-save-kept-studio';

const STUDIO_PATH = /^\/(select-person|hairstyles|customize|results)(\/|$)/;

/** Layout route around the studio steps: name, save, step navigation and the unsaved guard. */
export function WorkflowFrame() {
  const { pathname } = useLocation();
  const { makeoverId } = useParams();
  const { signedIn, save, loadMakeover } = useMakeoverPersistence();
  const loading = useStudioStore((s) => s.isUserDataLoading);
  const currentId = useStudioStore((s) => s.currentMakeoverId);
  const confirm = useConfirm();
  useBeforeUnloadWarning();
  useSaveKeptStudio();
  // a step without a makeover id after a reload: the unsaved studio comes back from this device
  useDraftStudio(useAuth().user?.id ?? null, STUDIO_PATH.test(pathname) && !makeoverId);

  // Load the makeover named by the URL when it differs from the current one.
  useEffect(() => {
    if (signedIn && makeoverId && makeoverId !== currentId && !loading) {
      void loadMakeover(makeoverId);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, makeoverId]);

  // Ctrl/Cmd+S saves when dirty.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        if (useStudioStore.getState().isDirty) void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  // In-app navigation out of the studio with unsaved changes asks first.
  const blocker = useBlocker(
    ({ nextLocation }) =>
      useStudioStore.getState().isDirty &&
      !STUDIO_PATH.test(nextLocation.pathname) &&
      nextLocation.pathname !== pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: prompts.unsavedChanges.title,
      description: prompts.unsavedChanges.description,
      confirmText: prompts.unsavedChanges.confirm,
      cancelText: prompts.unsavedChanges.cancel,
      destructive: true,
    }).then((ok) => {
      if (ok) {
        useStudioStore.getState().changesDiscarded();
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirm]);

  return (
    <div
      id="studio-top"
      className="mx-auto flex w-full max-w-6xl scroll-mt-20 flex-col gap-5 px-4 py-5 sm:px-6 sm:py-8"
    >
      <FrameHeader current={stepOfPath(pathname)} />
      <Outlet />
    </div>
  );
}
