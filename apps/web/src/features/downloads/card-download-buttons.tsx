import { FileDown, Images, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { messages, sharingTexts, type CardInput } from '@looklab/shared';
import { Button } from '@/components/ui/button';
import { downloadCard, type BeforeAfterImages } from './downloads';

/**
 * What a printable card is made of; null while the makeover has no result yet. `fullSize`: the
 * images at full size, when those shown are smaller (made when the card is downloaded).
 */
export type CardSource = {
  input: CardInput;
  images: BeforeAfterImages;
  fullSize?: () => Promise<BeforeAfterImages>;
} | null;

/**
 * The workflow frame's Images and PDF buttons (spec §2; shown to signed-in users): the printable
 * card as PNG pages or as a PDF. Failures are swallowed and the busy flag cleared (spec §8).
 */
export function CardDownloadButtons({ source }: { source: CardSource }) {
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const run = async (format: 'png' | 'pdf') => {
    if (!source) return;
    setBusy(format);
    try {
      const images = source.fullSize ? await source.fullSize() : source.images;
      await downloadCard(format, source.input, images);
    } catch {
      // spec §8: card and PDF generation failures are silent
    } finally {
      setBusy(null);
    }
  };
  const button = (format: 'png' | 'pdf', label: string, Icon: typeof Images) => (
    <Button
      variant="outline"
      size="sm"
      disabled={!source || busy !== null}
      onClick={() => void run(format)}
      title={format === 'png' ? sharingTexts.cardPngHint : sharingTexts.cardPdfHint}
    >
      {busy === format ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {/* below 2xl the icon only: the makeover name beside it needs the room (screen readers keep the label) */}
      <span className="max-2xl:sr-only">{busy === format ? messages.busyEllipsis : label}</span>
    </Button>
  );
  return (
    <div className="flex items-center gap-2" role="group" aria-label={sharingTexts.cardGroup}>
      {button('png', sharingTexts.downloadImages, Images)}
      {button('pdf', sharingTexts.downloadPdf, FileDown)}
    </div>
  );
}
