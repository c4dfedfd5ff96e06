/**
 * Texts the API answers with (not quoted in the spec): limits, refused inputs and plans. The
 * web app shows them as they come.
 */
export const apiMessages = {
  tooManyRequests: 'Too many requests. Please try again later.',
  requestTooLarge: 'The request is too large.',
  invalidCursor: 'Invalid cursor.',
  nulCharacter: 'Text must not contain the NUL character (U+0000).',
  inlineImageBytes:
    'A makeover keeps its images as stored files (url and storagePath): upload the image to /api/files first.',
  shareNotFound: 'This shared image does not exist or has expired.',
  passwordTooShort: (min: number) => `Use at least ${min} characters.`,
  // images sent to uploads and the AI endpoints, refused by their bytes before any decoding
  emptyFile: 'The file is empty.',
  invalidBase64: 'The file is not valid base64 data.',
  unsupportedImage: 'The file is not a supported image. Please upload a JPEG, PNG or WebP photo.',
  undecodableImage: 'The image could not be read. It may be damaged or incomplete.',
  /** the detail of 'Failed to process the photo.' / 'Failed to get AI suggestion.' when full */
  aiBusy: 'Too many photos are being processed right now. Please try again in a moment.',
  /** a photo id the server no longer keeps (expired, or another account's): send it again */
  photoExpired: 'Your photo is no longer on the server. Please upload it again.',
} as const;

/** A file over the byte limit of uploads and AI requests. */
export const fileTooLarge = (maxBytes: number): string =>
  `The file is too large (maximum ${formatBytes(maxBytes)}).`;

/** An image over the pixel limits, told from its header before it is decoded. */
export const imageTooLarge = (
  width: number,
  height: number,
  maxSide: number,
  maxPixels: number,
): string =>
  `The image is too large (${width} × ${height} px; maximum ${maxSide} px per side and ${maxPixels / 1_000_000} megapixels).`;

/** '{what} needs the {plan} plan.' — a feature, catalogue item or colour above the user's level. */
export const needsPlan = (what: string, plan: string): string => `${what} needs the ${plan} plan.`;

/** Sizes in messages: '1.5 MB', '200 MB', '2 GB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${rounded} ${units[unit]}`;
}

/** An upload that would take the user's stored files over their plan's quota. */
export const storageQuotaExceeded = (used: number, quota: number, plan: string): string =>
  `Your storage is full (${formatBytes(used)} of ${formatBytes(quota)} on the ${plan} plan). Delete some makeovers to make room.`;

/** The sign-in limit per account and address was reached. */
export const tooManySignInAttempts = (minutes: number): string =>
  `Too many sign-in attempts for this account. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
