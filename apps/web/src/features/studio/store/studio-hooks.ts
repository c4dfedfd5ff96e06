import { useCallback, useEffect } from 'react';
import { prompts } from '@looklab/shared';
import { useConfirm } from '@/app/overlays';
import { useStudioStore } from './studio-store';

/** Whether the studio holds unsaved changes. */
export function useStudioDirty(): boolean {
  return useStudioStore((s) => s.isDirty);
}

/**
 * Returns `guard(proceed)`: runs `proceed` at once when clean, otherwise after the user
 * confirms the 'Unsaved Changes' prompt. Only signed-in users with a saved makeover can lose
 * work that could have been saved, but visitors lose their session too, so both are asked.
 */
export function useUnsavedGuard(): (proceed: () => void) => void {
  const confirm = useConfirm();
  return useCallback(
    (proceed: () => void) => {
      if (!useStudioStore.getState().isDirty) {
        proceed();
        return;
      }
      void confirm({
        title: prompts.unsavedChanges.title,
        description: prompts.unsavedChanges.description,
        confirmText: prompts.unsavedChanges.confirm,
        cancelText: prompts.unsavedChanges.cancel,
        destructive: true,
      }).then((ok) => {
        if (ok) {
          useStudioStore.getState().changesDiscarded();
          proceed();
        }
      });
    },
    [confirm],
  );
}

/** The browser's own warning when leaving the page with unsaved changes. */
export function useBeforeUnloadWarning(): void {
  const dirty = useStudioDirty();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** Clears the whole studio (New Makeover, sign-out). */
export function resetStudio(): void {
  useStudioStore.getState().reset();
}
