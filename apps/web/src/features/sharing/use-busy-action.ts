import { useCallback, useState } from 'react';
import { messages } from '@looklab/shared';
import { useErrorToast } from '@/app/overlays';
import { useShareStore, type ShareSubject } from './share-store';

/**
 * Runs one dialog action at a time on the current share subject: `busy` names the running one
 * (its button shows a spinner); a failure shows its text in the error toast.
 */
export function useBusyAction<Kind extends string>() {
  const subject = useShareStore((s) => s.subject);
  const showError = useErrorToast();
  const [busy, setBusy] = useState<Kind | null>(null);
  const run = useCallback(
    async (kind: Kind, work: (subject: ShareSubject) => Promise<unknown>) => {
      if (!subject) return showError(messages.sharingInfoMissing);
      setBusy(kind);
      try {
        await work(subject);
      } catch (e) {
        showError(e);
      } finally {
        setBusy(null);
      }
    },
    [subject, showError],
  );
  return { subject, busy, run };
}
