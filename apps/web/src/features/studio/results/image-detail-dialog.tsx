import { Download, Loader2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@looklab/shared';
import { useErrorToast } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PersonImage } from '../components/person-image';
import { ensureBase64 } from '../store/studio-images';
import { customizationLabels } from '../store/selection-rules';
import { imageSrc, useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';

/** '{Hairstyle_Name}_makeover.png' (spec §9). */
export function downloadName(name: string): string {
  return `${name.replace(/\s+/g, '_')}_makeover.png`;
}

/** Image detail: title = hairstyle, subtitle = customizations joined by ' • '. */
export function ImageDetailDialog({
  image,
  onClose,
}: {
  image: StudioImageRecord | null;
  onClose: () => void;
}) {
  const original = useStudioStore((s) => s.originalImage);
  const showError = useErrorToast();
  const [preparing, setPreparing] = useState(false);
  const [compare, setCompare] = useState(false);
  const subtitle = image ? customizationLabels(image.look).join(' • ') : '';

  const download = async () => {
    if (!image) return;
    setPreparing(true);
    try {
      const { base64, mimeType } = await ensureBase64(image);
      const a = document.createElement('a');
      a.href = `data:${mimeType};base64,${base64}`;
      a.download = downloadName(image.name);
      document.body.append(a);
      a.click();
      a.remove();
    } catch {
      showError(messages.couldNotSaveImage);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Dialog
      open={image !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCompare(false);
          onClose();
        }
      }}
    >
      {image ? (
        <DialogContent
          title={image.name}
          description={subtitle || 'No customizations'}
          className="sm:max-w-4xl"
        >
          {compare && original ? (
            <div className="mt-4 grid grid-cols-2 gap-3" aria-label="Before and after">
              <figure>
                <PersonImage src={imageSrc(original)} alt="Before" className="w-full rounded-2xl" />
                <figcaption className="mt-1 text-center text-xs font-semibold tracking-wide text-stone-500 uppercase">
                  Before
                </figcaption>
              </figure>
              <figure>
                <PersonImage src={imageSrc(image)} alt="After" className="w-full rounded-2xl" />
                <figcaption className="mt-1 text-center text-xs font-semibold tracking-wide text-stone-500 uppercase">
                  After
                </figcaption>
              </figure>
            </div>
          ) : (
            <div className="mx-auto mt-4 w-full max-w-sm">
              <PersonImage src={imageSrc(image)} alt={image.name} className="w-full rounded-2xl" />
            </div>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={!original} onClick={() => setCompare((v) => !v)}>
              <Share2 className="h-4 w-4" aria-hidden="true" />
              {compare ? 'Back to image' : 'Share'}
            </Button>
            <Button disabled={preparing} onClick={() => void download()}>
              {preparing ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Download className="h-4 w-4" aria-hidden="true" />
              )}
              {preparing ? messages.loading.preparing : 'Download'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
