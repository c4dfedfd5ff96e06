import { needsDownloadProcessing } from '../membership/membership';

/**
 * Where the site-address corner mark (spec §6, geometry in `watermarkGeometry`) is applied.
 * The server marks Freemium results as it stores them, so stored results carry it; a Freemium
 * download goes through the same mark in the browser (spec §5) unless its bytes were read back
 * from storage, which marked them already. Spark and Pro images are never marked.
 */
export function storedResultNeedsWatermark(level: unknown): boolean {
  return needsDownloadProcessing(level);
}

export function downloadNeedsWatermark(level: unknown, source: 'memory' | 'stored'): boolean {
  return needsDownloadProcessing(level) && source === 'memory';
}
