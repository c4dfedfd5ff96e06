import { ComparisonDialog } from './comparison-dialog';
import { ShareMakeoverDialog } from './share-makeover-dialog';
import { ShareOptionsDialog } from './share-options-dialog';
import { useShareStore } from './share-store';

/** Hosts the share dialogs of the results step; open them with `openShareMakeover` and co. */
export function ShareDialogs() {
  const stack = useShareStore((s) => s.stack);
  return (
    <>
      <ShareMakeoverDialog open={stack[0] === 'makeover'} />
      <ComparisonDialog open={stack[0] === 'comparison'} />
      {/* mounted only while open, so each subject starts without an opt-in or a pending warning */}
      {stack.includes('options') ? <ShareOptionsDialog open /> : null}
    </>
  );
}
