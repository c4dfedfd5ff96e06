import { useCallback } from 'react';
import { messages } from '@looklab/shared';
import { blobToBase64, renderBeforeAfter, renderComparison } from '@/features/downloads';
import { createShare } from './api/create-share';
import { deleteShare } from './api/delete-share';
import { linkKey, useShareStore, type LinkImage, type ShareSubject } from './share-store';

/** A before/after download's failure in the spec's words: saving failed, or the images did not load. */
export function comparisonError(error: unknown): Error {
  return error instanceof Error && error.message === messages.couldNotSaveImage
    ? error
    : new Error(messages.couldNotLoadComparison);
}

/** The image a public link shows, drawn from the subject (spec §8 texts on failure). */
export async function renderLinkImage(
  subject: ShareSubject | null,
  image: LinkImage,
  level: unknown,
): Promise<Blob> {
  if (!subject) throw new Error(messages.sharingInfoMissing);
  if (!subject.beforeSrc) throw new Error(messages.noOriginalForComparison);
  const images = { beforeSrc: subject.beforeSrc, afterSrc: subject.afterSrc };
  try {
    return image === 'comparison'
      ? await renderComparison(images, subject.lookName)
      : await renderBeforeAfter(images, level);
  } catch {
    throw new Error(messages.couldNotLoadComparison);
  }
}

/**
 * The subject's public link: made on first use (the image drawn, then published for a month),
 * remembered for the session, and removable by its owner.
 */
export function usePublicLink(
  subject: ShareSubject | null,
  image: LinkImage,
  level: unknown,
  showInExplore: boolean,
) {
  const key = subject ? linkKey(image, subject) : null;
  const shareId = useShareStore((s) => (key ? (s.links[key] ?? null) : null));

  const ensure = useCallback(async (): Promise<string> => {
    if (shareId) return shareId;
    const blob = await renderLinkImage(subject, image, level);
    try {
      const created = await createShare(await blobToBase64(blob), showInExplore);
      if (key) useShareStore.getState().rememberLink(key, created.shareId);
      return created.shareId;
    } catch {
      throw new Error(messages.couldNotCreateShareLink);
    }
  }, [shareId, subject, image, level, showInExplore, key]);

  const remove = useCallback(async (): Promise<void> => {
    if (!shareId || !key) return;
    await deleteShare(shareId);
    useShareStore.getState().rememberLink(key, null);
  }, [shareId, key]);

  return { shareId, ensure, remove };
}
