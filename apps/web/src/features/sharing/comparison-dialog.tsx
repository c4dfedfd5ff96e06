import { Download, MoveHorizontal, Share2 } from 'lucide-react';
import { useState } from 'react';
import {
  comparisonFileName,
  messages,
  productName,
  shareText,
  sharingTexts,
} from '@looklab/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { downloadComparison } from '@/features/downloads';
import { BusyButton } from './busy-button';
import { canShareNatively, shareImageNatively } from './native-share';
import { useShareStore, type ShareSubject } from './share-store';
import { useBusyAction } from './use-busy-action';
import { comparisonError, renderLinkImage } from './use-public-link';

/** The original under the result, the result cut at the handle: drag to compare. */
function CompareSlider({
  before,
  after,
  afterName,
}: {
  before: string;
  after: string;
  afterName: string;
}) {
  const [position, setPosition] = useState(50);
  return (
    <div className="relative mx-auto mt-5 aspect-[3/4] w-[min(28rem,100%,44dvh)] overflow-hidden rounded-2xl bg-stone-100 select-none dark:bg-white/5">
      <img
        src={before}
        alt={messages.original}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <img
        src={after}
        alt={afterName}
        className="absolute inset-0 h-full w-full object-cover"
        style={{ clipPath: `inset(0 0 0 ${position}%)` }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow-[0_0_8px_rgba(0,0,0,0.4)]"
        style={{ left: `${position}%` }}
      >
        <span className="absolute top-1/2 left-1/2 flex h-9 w-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-stone-700 shadow-lg">
          <MoveHorizontal className="h-4 w-4" />
        </span>
      </div>
      <span className="absolute top-3 left-3 rounded-full bg-stone-950/70 px-3 py-1 text-xs font-semibold text-white">
        {messages.original}
      </span>
      <span className="absolute top-3 right-3 max-w-[45%] truncate rounded-full bg-brand-600/90 px-3 py-1 text-xs font-semibold text-white">
        {afterName}
      </span>
      <input
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(e) => setPosition(Number(e.target.value))}
        aria-label={sharingTexts.compareHint}
        className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0"
      />
    </div>
  );
}

/**
 * Before & After comparison (spec §2): the original against the result, with Download
 * Comparison and Share Comparison (the share sheet where there is one, a public link elsewhere).
 */
export function ComparisonDialog({ open }: { open: boolean }) {
  const { subject, busy, run } = useBusyAction<'download' | 'share'>();

  const download = async (s: ShareSubject) => {
    if (!s.beforeSrc) throw new Error(messages.noOriginalForComparison);
    await downloadComparison({ beforeSrc: s.beforeSrc, afterSrc: s.afterSrc }, s.lookName).catch(
      (e: unknown) => {
        throw comparisonError(e);
      },
    );
  };

  const share = async (s: ShareSubject) => {
    if (!canShareNatively()) {
      useShareStore.getState().openOptions('comparison');
      return;
    }
    const origin = window.location.origin;
    await shareImageNatively({
      blob: await renderLinkImage(s, 'comparison', null),
      fileName: comparisonFileName(),
      title: `${productName} ${messages.beforeAfterTitle}`,
      text: shareText({
        siteUrl: origin,
        hairstyle: typeof s.look.hairstyle === 'string' ? s.look.hairstyle : null,
      }),
      url: origin,
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : useShareStore.getState().closeAll())}
    >
      {open && subject ? (
        <DialogContent
          title={sharingTexts.comparisonTitle}
          description={sharingTexts.comparisonSubtitle}
          className="sm:max-w-xl"
        >
          {subject.beforeSrc ? (
            <CompareSlider
              before={subject.beforeSrc}
              after={subject.afterSrc}
              afterName={subject.lookName}
            />
          ) : (
            <p
              role="alert"
              className="mt-5 rounded-2xl bg-red-50 p-4 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
            >
              {messages.noOriginalForComparison}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <BusyButton
              variant="outline"
              icon={Download}
              busy={busy === 'download'}
              disabled={busy !== null || !subject.beforeSrc}
              onClick={() => void run('download', download)}
            >
              {messages.downloadComparison}
            </BusyButton>
            <BusyButton
              icon={Share2}
              busy={busy === 'share'}
              disabled={busy !== null || !subject.beforeSrc}
              onClick={() => void run('share', share)}
            >
              {messages.shareComparison}
            </BusyButton>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
