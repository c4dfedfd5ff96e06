import { useEffect } from 'react';
import { takeKeptStudio } from '../store/pending-save';
import { useStudioStore } from '../store/studio-store';
import { useMakeoverPersistence } from './use-makeover-persistence';

let taking: Promise<unknown> | null = null;

/**
 * Once signed in, a studio a visitor kept before signing up or in comes back and is saved to
 * the account at once (the save creates the makeover).
 */
export function useSaveKeptStudio(): void {
  const { signedIn, save } = useMakeoverPersistence();
  useEffect(() => {
    if (!signedIn || taking) return;
    taking = takeKeptStudio()
      .then(async (kept) => {
        if (!kept) return;
        useStudioStore.getState().studioRestored(kept);
        await save();
      })
      .catch(() => undefined)
      .finally(() => {
        taking = null;
      });
  }, [signedIn, save]);
}
