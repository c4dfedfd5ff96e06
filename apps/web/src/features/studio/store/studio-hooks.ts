import { useCallback } from 'react';

/** Whether the studio holds unsaved changes. */
export function useStudioDirty(): boolean {
  return false;
}

/** Runs `proceed` after the user confirms leaving with unsaved changes (or at once when clean). */
export function useUnsavedGuard(): (proceed: () => void) => void {
  return useCallback((proceed: () => void) => proceed(), []);
}

/** Clears the whole studio (New Makeover, sign-out). */
export function resetStudio(): void {}
