import { Globe2 } from 'lucide-react';
import { useState } from 'react';
import { prompts } from '@looklab/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * 'Create a Public Link?' (spec §8 Prompts) with the 'Don't warn me again' opt-out (spec §5),
 * offered to signed-in users, whose settings can remember it.
 */
export function PublicLinkWarningDialog({
  open,
  canOptOut,
  onResult,
}: {
  open: boolean;
  canOptOut: boolean;
  onResult: (result: { confirmed: boolean; optOut: boolean }) => void;
}) {
  const [optOut, setOptOut] = useState(false);
  const finish = (confirmed: boolean) => {
    onResult({ confirmed, optOut: confirmed && optOut });
    setOptOut(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : finish(false))}>
      {open ? (
        <DialogContent
          title={
            <span className="flex items-center gap-3">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
                <Globe2 className="h-5 w-5" aria-hidden="true" />
              </span>
              {prompts.publicLink.title}
            </span>
          }
          description={prompts.publicLink.description}
          hideClose
        >
          {canOptOut ? (
            <label className="mt-5 flex cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 px-4 py-3 text-sm text-stone-700 dark:border-white/10 dark:text-stone-200">
              <input
                type="checkbox"
                checked={optOut}
                onChange={(e) => setOptOut(e.target.checked)}
                className="h-4 w-4 accent-brand-600"
              />
              {prompts.publicLink.optOut}
            </label>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => finish(false)}>
              {prompts.publicLink.cancel}
            </Button>
            <Button onClick={() => finish(true)}>{prompts.publicLink.confirm}</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
