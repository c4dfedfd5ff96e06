import { Check, Copy, Loader2, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  messages,
  needsPublicLinkWarning,
  sharedImagePath,
  sharePlatformLabels,
  sharePlatforms,
  sharePlatformUrl,
  shareText,
  shareUrl,
  sharingTexts,
  type SharePlatform,
} from '@looklab/shared';
import { useAnnounce, useErrorToast } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SETTINGS_QUERY_KEY, useAuth, useMembershipLevel, useSettings } from '@/lib/auth';
import { disableShareWarning } from './api/disable-share-warning';
import { PlatformMark } from './platform-mark';
import { PublicLinkWarningDialog } from './public-link-warning-dialog';
import { useShareStore } from './share-store';
import { usePublicLink } from './use-public-link';

type Choice = SharePlatform | 'copyLink';

/**
 * 'Share Your Look' (spec §2): a public link to the before/after image, shared to a platform's
 * intent URL, by e-mail or copied. The link is made on first use, after the public-link warning
 * (skipped for e-mail and when the user opted out).
 */
export function ShareOptionsDialog({ open }: { open: boolean }) {
  const subject = useShareStore((s) => s.subject);
  const linkImage = useShareStore((s) => s.linkImage);
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const { settings } = useSettings();
  const level = useMembershipLevel();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const showError = useErrorToast();
  const [showInExplore, setShowInExplore] = useState(false);
  const [busy, setBusy] = useState<Choice | 'remove' | null>(null);
  const [pending, setPending] = useState<Choice | null>(null);
  const link = usePublicLink(subject, linkImage, level, signedIn && showInExplore);
  const origin = window.location.origin;
  const url = link.shareId ? shareUrl(origin, link.shareId) : null;

  const share = async (choice: Choice) => {
    setBusy(choice);
    try {
      const shareId = await link.ensure();
      const target = shareUrl(origin, shareId);
      if (choice === 'copyLink') {
        // where the clipboard is refused the link still shows in its field, to copy by hand
        const copied = await navigator.clipboard.writeText(target).then(
          () => true,
          () => false,
        );
        if (copied) announce(messages.linkCopied);
        return;
      }
      const text = shareText({
        siteUrl: origin,
        hairstyle: typeof subject?.look.hairstyle === 'string' ? subject.look.hairstyle : null,
      });
      const intent = sharePlatformUrl(choice, {
        url: target,
        text,
        imageUrl: `${origin}${sharedImagePath(shareId)}`,
      });
      // mailto opens the mail program in place; the others open in a new tab
      window.open(intent, choice === 'email' ? '_self' : '_blank', 'noopener,noreferrer');
    } catch (e) {
      showError(e);
    } finally {
      setBusy(null);
    }
  };

  const choose = (choice: Choice) => {
    if (needsPublicLinkWarning(choice, settings.disablePublicShareWarning) && !link.shareId) {
      setPending(choice);
      return;
    }
    void share(choice);
  };

  const afterWarning = ({ confirmed, optOut }: { confirmed: boolean; optOut: boolean }) => {
    const choice = pending;
    setPending(null);
    if (!confirmed || !choice) return;
    if (optOut) {
      disableShareWarning()
        .then((next) => queryClient.setQueryData(SETTINGS_QUERY_KEY, next))
        .catch(() => showError(messages.couldNotSavePreferences));
    }
    void share(choice);
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await link.remove();
      announce(sharingTexts.linkRemoved);
    } catch (e) {
      showError(e);
    } finally {
      setBusy(null);
    }
  };

  const tile = (choice: Choice, label: string) => (
    <li key={choice}>
      <button
        type="button"
        onClick={() => choose(choice)}
        disabled={busy !== null}
        className="group flex w-full flex-col items-center gap-2 rounded-2xl px-1 py-3 text-xs font-medium text-stone-700 transition hover:bg-stone-100 disabled:opacity-60 dark:text-stone-200 dark:hover:bg-white/5"
      >
        {busy === choice ? (
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-stone-100 dark:bg-white/10">
            <Loader2 className="h-5 w-5 animate-spin text-brand-600" aria-hidden="true" />
          </span>
        ) : (
          <PlatformMark platform={choice} />
        )}
        {label}
      </button>
    </li>
  );

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : useShareStore.getState().back())}
      >
        {open ? (
          <DialogContent
            title={messages.shareOptionsTitle}
            description={sharingTexts.shareOptionsSubtitle}
          >
            <ul className="mt-5 grid grid-cols-4 gap-1" aria-label={sharingTexts.shareTo}>
              {sharePlatforms.map((p) => tile(p, sharePlatformLabels[p]))}
              {tile('copyLink', messages.copyLink)}
            </ul>
            {signedIn && !url ? (
              <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-2xl bg-stone-50 px-4 py-3 text-sm dark:bg-white/5">
                <input
                  type="checkbox"
                  checked={showInExplore}
                  onChange={(e) => setShowInExplore(e.target.checked)}
                  className="mt-0.5 h-4 w-4 accent-brand-600"
                />
                <span>
                  <span className="font-medium text-stone-800 dark:text-stone-100">
                    {sharingTexts.exploreOptIn}
                  </span>
                  <span className="block text-xs text-stone-500 dark:text-stone-400">
                    {sharingTexts.exploreOptInHint}
                  </span>
                </span>
              </label>
            ) : null}
            {url ? (
              <div className="mt-4 rounded-2xl border border-stone-200 p-3 dark:border-white/10">
                <p className="flex items-center gap-1.5 text-xs font-semibold text-stone-500 dark:text-stone-400">
                  <Check className="h-3.5 w-3.5 text-emerald-600" aria-hidden="true" />
                  {sharingTexts.linkReady}
                </p>
                <div className="mt-2 flex items-center gap-2">
                  <input
                    readOnly
                    value={url}
                    aria-label={sharingTexts.linkReady}
                    onFocus={(e) => e.currentTarget.select()}
                    className="min-w-0 flex-1 truncate rounded-xl bg-stone-100 px-3 py-2 font-mono text-xs text-stone-700 dark:bg-white/10 dark:text-stone-200"
                  />
                  <Button
                    size="icon"
                    variant="outline"
                    aria-label={sharingTexts.copyPublicLink}
                    onClick={() => choose('copyLink')}
                  >
                    <Copy className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="text-xs text-stone-500 dark:text-stone-400">
                    {sharingTexts.linkLifetime}
                  </p>
                  {signedIn ? (
                    <button
                      type="button"
                      disabled={busy !== null}
                      onClick={() => void remove()}
                      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-red-600 transition hover:bg-red-50 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-500/10"
                    >
                      {busy === 'remove' ? (
                        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                      ) : (
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      )}
                      {sharingTexts.removeLink}
                    </button>
                  ) : null}
                </div>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
      <PublicLinkWarningDialog
        open={pending !== null}
        canOptOut={signedIn}
        onResult={afterWarning}
      />
    </>
  );
}
