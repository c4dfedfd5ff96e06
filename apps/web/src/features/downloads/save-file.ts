import { messages } from '@looklab/shared';

/** Saves a blob under a file name through a download link (spec §8 on failure). */
export function saveBlob(blob: Blob, fileName: string): void {
  let url: string | null = null;
  try {
    url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } catch {
    throw new Error(messages.couldNotSaveImage);
  } finally {
    // the click has started the download; revoke a little later so every browser has read it
    const toRevoke = url;
    if (toRevoke) window.setTimeout(() => URL.revokeObjectURL(toRevoke), 10_000);
  }
}

/** iPhones cannot save a download to Photos: the spec hides 'Download Before & After' there. */
export function isIPhone(): boolean {
  return /iPhone/.test(navigator.userAgent);
}
