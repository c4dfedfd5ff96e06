import { Download, Link2, Share } from 'lucide-react';
import {
  beforeAfterFileName,
  messages,
  productName,
  shareText,
  sharingTexts,
} from '@looklab/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { downloadBeforeAfter, isIPhone } from '@/features/downloads';
import { useMembershipLevel } from '@/lib/auth';
import { BusyButton } from './busy-button';
import { canShareNatively, shareImageNatively } from './native-share';
import { useShareStore, type ShareSubject } from './share-store';
import { useBusyAction } from './use-busy-action';
import { comparisonError, renderLinkImage } from './use-public-link';

function Figure({ src, caption, accent }: { src: string; caption: string; accent: boolean }) {
  return (
    <figure className="relative overflow-hidden rounded-2xl bg-stone-100 dark:bg-white/5">
      <img src={src} alt={caption} className="aspect-[3/4] w-full object-cover" />
      <figcaption
        className={
          accent
            ? 'absolute bottom-3 left-3 rounded-full bg-brand-600/90 px-3 py-1 text-xs font-semibold text-white'
            : 'absolute bottom-3 left-3 rounded-full bg-stone-950/70 px-3 py-1 text-xs font-semibold text-white'
        }
      >
        {caption}
      </figcaption>
    </figure>
  );
}

/** Before and After side by side (both Share dialogs show them). */
function BeforeAfterPair({ subject }: { subject: ShareSubject }) {
  return (
    <div className="mt-5 grid grid-cols-2 gap-3" aria-label={sharingTexts.beforeAndAfter}>
      {subject.beforeSrc ? (
        <Figure src={subject.beforeSrc} caption={messages.cardBefore} accent={false} />
      ) : null}
      <Figure src={subject.afterSrc} caption={messages.cardAfter} accent />
    </div>
  );
}

/**
 * 'Share Your Makeover' (spec §2): Before and After side by side, 'Download Before & After'
 * (not on iPhone), 'Share...' where the browser can share natively, and a public link.
 */
export function ShareMakeoverDialog({ open }: { open: boolean }) {
  const level = useMembershipLevel();
  const { subject, busy, run } = useBusyAction<'download' | 'share'>();

  const download = async (s: ShareSubject) => {
    if (!s.beforeSrc) throw new Error(messages.noOriginalForComparison);
    await downloadBeforeAfter(
      { beforeSrc: s.beforeSrc, afterSrc: s.afterSrc },
      s.look,
      level,
    ).catch((e: unknown) => {
      throw comparisonError(e);
    });
  };

  const nativeShare = async (s: ShareSubject) => {
    const blob = await renderLinkImage(s, 'beforeAfter', level);
    const origin = window.location.origin;
    const hairstyle = typeof s.look.hairstyle === 'string' ? s.look.hairstyle : null;
    await shareImageNatively({
      blob,
      fileName: beforeAfterFileName(s.look),
      title: `${productName} ${messages.beforeAfterTitle}`,
      text: shareText({ siteUrl: origin, hairstyle }),
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
          title={messages.shareMakeoverTitle}
          description={messages.shareMakeoverSubtitle}
          className="sm:max-w-2xl"
        >
          <BeforeAfterPair subject={subject} />
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            {isIPhone() ? null : (
              <BusyButton
                variant="outline"
                icon={Download}
                busy={busy === 'download'}
                disabled={busy !== null}
                onClick={() => void run('download', download)}
              >
                {messages.downloadBeforeAfter}
              </BusyButton>
            )}
            {canShareNatively() ? (
              <BusyButton
                variant="outline"
                icon={Share}
                busy={busy === 'share'}
                disabled={busy !== null}
                onClick={() => void run('share', nativeShare)}
              >
                {messages.shareNative}
              </BusyButton>
            ) : null}
            <Button
              className="w-full sm:w-auto"
              disabled={busy !== null}
              onClick={() => useShareStore.getState().openOptions('beforeAfter')}
            >
              <Link2 className="h-4 w-4" aria-hidden="true" />
              {sharingTexts.shareLink}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
