import { Columns2, Download, Loader2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { messages, sharingTexts } from '@looklab/shared';
import { useErrorToast } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { downloadSingleImage } from '@/features/downloads';
import { openComparison, openShareMakeover, type ShareSubject } from '@/features/sharing';
import { useMembershipLevel } from '@/lib/auth';
import { PersonImage } from '../components/person-image';
import { customizationLabels } from '../store/selection-rules';
import { imageSrc, useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';
import { fullResolutionFinal } from './full-resolution';

/** What the share dialogs need of a result: the original, the result and its look. */
function shareSubject(
  image: StudioImageRecord,
  originalSrc: string | undefined,
): ShareSubject | null {
  const afterSrc = imageSrc(image);
  if (!afterSrc) return null;
  return { beforeSrc: originalSrc, afterSrc, lookName: image.name, look: image.look };
}

/**
 * Image detail (spec §2): title = hairstyle, subtitle = customizations joined by ' • '.
 * Compare and Share (both need the original photo) open the before/after dialogs; Download
 * saves '{Hair_Style}_makeover.png', showing 'Preparing...' while busy.
 */
export function ImageDetailDialog({
  image,
  onClose,
}: {
  image: StudioImageRecord | null;
  onClose: () => void;
}) {
  const original = useStudioStore((s) => s.originalImage);
  const level = useMembershipLevel();
  const showError = useErrorToast();
  const [preparing, setPreparing] = useState(false);
  const subtitle = image ? customizationLabels(image.look).join(' • ') : '';
  const originalSrc = imageSrc(original);

  // a download is made at the plan's full size (the results show the screen's)
  const download = async () => {
    if (!image || !imageSrc(image)) return;
    setPreparing(true);
    try {
      const full = await fullResolutionFinal(image);
      const src = imageSrc(full);
      if (!src) return;
      await downloadSingleImage({
        src,
        hairstyle: full.look.hairstyle ?? full.name,
        level,
        // an image without bytes in memory was read back from storage, marked there already
        source: full.base64 ? 'memory' : 'stored',
      });
    } catch {
      showError(messages.couldNotSaveImage);
    } finally {
      setPreparing(false);
    }
  };

  // what is compared, shared or published is the look at full size too
  const openBeforeAfter = async (open: (subject: ShareSubject) => void) => {
    if (!image) return;
    if (!originalSrc) return showError(messages.noOriginalForComparison);
    setPreparing(true);
    let full: StudioImageRecord;
    try {
      full = await fullResolutionFinal(image);
    } catch {
      return showError(messages.couldNotLoadComparison);
    } finally {
      setPreparing(false);
    }
    const subject = shareSubject(full, originalSrc);
    if (!subject) return showError(messages.sharingInfoMissing);
    onClose();
    open(subject);
  };

  return (
    <Dialog open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {image ? (
        <DialogContent
          title={image.name}
          description={subtitle || sharingTexts.noCustomizations}
          className="sm:max-w-4xl"
        >
          <div className="mx-auto mt-4 w-full max-w-sm">
            <PersonImage src={imageSrc(image)} alt={image.name} className="w-full rounded-2xl" />
          </div>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              disabled={!original || preparing}
              onClick={() => void openBeforeAfter(openComparison)}
            >
              <Columns2 className="h-4 w-4" aria-hidden="true" />
              {sharingTexts.compare}
            </Button>
            <Button
              variant="outline"
              disabled={!original || preparing}
              onClick={() => void openBeforeAfter(openShareMakeover)}
            >
              <Share2 className="h-4 w-4" aria-hidden="true" />
              {sharingTexts.share}
            </Button>
            <Button disabled={preparing} onClick={() => void download()}>
              {preparing ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Download className="h-4 w-4" aria-hidden="true" />
              )}
              {preparing ? messages.loading.preparing : sharingTexts.download}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
