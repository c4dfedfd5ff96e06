import { messages } from '@looklab/shared';

/** Whether the browser offers its own share sheet (spec §5: native sharing only then). */
export function canShareNatively(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * Shares an image through the browser's share sheet: with the file where files can be shared
 * (spec §5), otherwise the text and link. Resolves false when the person cancelled; throws the
 * spec's texts otherwise ('Web Share API is not supported…', 'Could not share the image.').
 */
export async function shareImageNatively(options: {
  blob: Blob;
  fileName: string;
  title: string;
  text: string;
  url: string;
}): Promise<boolean> {
  if (!canShareNatively()) throw new Error(messages.webShareUnsupported);
  const file = new File([options.blob], options.fileName, { type: options.blob.type });
  const withFile: ShareData = { files: [file], title: options.title, text: options.text };
  const data: ShareData =
    typeof navigator.canShare === 'function' && navigator.canShare(withFile)
      ? withFile
      : { title: options.title, text: options.text, url: options.url };
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    // spec §8: no message for a share the person aborted
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw new Error(messages.couldNotShareImage);
  }
}
