import type { ImgHTMLAttributes } from 'react';
import type { PersonAnalysis } from '@looklab/shared';
import { cn } from '@/lib/cn';
import { useSelectedPerson } from '../store/studio-store';

type Crop = { x: number; y: number; w: number; h: number; iw: number; ih: number };

/** A 3:4 window around the person's head and shoulders (room for hair), inside the photo. */
export function personCrop(person: PersonAnalysis | null): Crop | null {
  if (!person) return null;
  const { faceBox: f, imageWidth: iw, imageHeight: ih } = person;
  // Head, hair and shoulders: about four face heights, the face a little above the middle.
  const cx = f.x + f.width / 2;
  const cy = f.y + f.height * 1.1;
  let h = Math.max(f.height * 4, (f.width * 3) / 0.75);
  let w = h * 0.75;
  if (w > iw) {
    w = iw;
    h = Math.min(ih, w / 0.75);
  }
  if (h > ih) {
    h = ih;
    w = Math.min(iw, h * 0.75);
  }
  if (w * h > iw * ih * 0.8) return null;
  const x = Math.min(Math.max(0, cx - w / 2), iw - w);
  const y = Math.min(Math.max(0, cy - h / 2), ih - h);
  return { x, y, w, h, iw, ih };
}

/** An image of the studio photo zoomed to the selected person (whole photo when it is a portrait). */
export function PersonImage({
  className,
  imgClassName,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { imgClassName?: string }) {
  const crop = personCrop(useSelectedPerson());
  if (!crop) {
    return (
      <div className={cn('overflow-hidden', className)}>
        <img {...img} className={cn('h-full w-full object-cover', imgClassName)} />
      </div>
    );
  }
  return (
    <div
      className={cn('relative overflow-hidden', className)}
      style={{ aspectRatio: `${crop.w} / ${crop.h}` }}
    >
      <img
        {...img}
        className={cn('absolute max-w-none', imgClassName)}
        style={{
          width: `${(crop.iw / crop.w) * 100}%`,
          height: `${(crop.ih / crop.h) * 100}%`,
          left: `${(-crop.x / crop.w) * 100}%`,
          top: `${(-crop.y / crop.h) * 100}%`,
        }}
      />
    </div>
  );
}
