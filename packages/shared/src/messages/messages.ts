import { authErrorMessages } from './auth-errors';

/** The product's name and short-name prefix (used in watermarks, file names, share text). */
export const productName = 'LookLab';
export const productShortName = 'looklab';

/**
 * Every user-facing text of spec §8 (and other quoted texts), quoted exactly. Both the server
 * and the web app use these so tests can assert the same strings.
 */
export const messages = {
  auth: {
    ...authErrorMessages,
    notConfigured: 'Firebase is not initialized.',
  },
  loading: {
    studio: 'Loading Studio...',
    authenticating: 'Authenticating...',
    sharedImage: 'Loading shared image...',
    saving: 'Saving...',
    preparing: 'Preparing...',
    processing: 'Processing...',
  },
  // Loading and saving
  couldNotLoadAnalysis: 'Could not load the saved analysis. Please try again.',
  couldNotSavePreferences: 'Could not save your preferences. Please try again.',
  couldNotLoadMakeovers: 'Could not load your saved makeovers.',
  couldNotLoadMoreMakeovers: 'Could not load more makeovers.',
  makeoverNotFound: 'Makeover not found',
  // Generation
  failedToFinalize: 'Failed to finalize images.',
  customizationsFailed: 'An error occurred while applying customizations. Please try again.',
  originalImageNotFound: 'Original image not found.',
  failedToReadReference: 'Failed to read the reference image file.',
  // a generated image that cannot be fitted back onto the photo (the {detail} of
  // 'Failed to generate {style}. {detail}')
  generatedFaceMissing: "The generated image did not show the person's face. Please try again.",
  generatedFaceChanged: "The generated image did not keep the person's face. Please try again.",
  // Upload and processing
  failedToPreparePhoto: 'Failed to prepare the photo.',
  failedToReadFile: 'Failed to read the file.',
  unreadableImage: 'The image could not be read. Please upload a JPEG, PNG or WebP photo.',
  noPeople: 'Could not detect any people in the photo. Please try another.',
  // Presets and suggestions
  noSuitableHairstyle: 'No suitable hairstyle found for 1-click makeover.',
  // Saving to the account
  couldNotSaveFinalImages: 'Could not save the final images to your account.',
  couldNotUpdateSelectedPerson: 'Could not update selected person on your account.',
  couldNotRenameMakeover: 'Could not update makeover name. Please try again.',
  couldNotSaveChanges: 'Could not save your changes. Please try again.',
  couldNotSaveStyle: 'Could not save your new style. Please try again.',
  couldNotUpdateStyle: 'Could not update your style. Please try again.',
  couldNotDeleteStyle: 'Could not delete the style. Please try again.',
  couldNotDeleteMakeover: 'Could not delete the makeover. Please try again.',
  couldNotDeleteMakeovers: 'Could not delete the selected makeovers. Please try again.',
  // Images and sharing
  couldNotSaveImage: 'Could not save the image. Please try again or use a different browser.',
  couldNotShareImage: 'Could not share the image.',
  webShareUnsupported: 'Web Share API is not supported in this browser.',
  noOriginalForComparison: 'Could not find original image for comparison.',
  couldNotLoadComparison: 'Could not load images for comparison.',
  couldNotCreateShareLink: 'Could not create a shareable link.',
  sharingInfoMissing: 'Sharing info is missing.',
  // Image technical errors
  noCanvasContext: 'Could not get canvas context',
  canvasToBlobFailed: 'Canvas to Blob conversion failed',
  failedToLoadImage: 'Failed to load image',
  // Success notices
  linkCopied: 'Link copied to clipboard!',
  // Developer errors
  useThemeOutsideProvider: 'useTheme must be used within a ThemeProvider',
  noRootElement: 'Could not find root element to mount to',
  // Overlays and dialogs
  errorToastTitle: 'An Error Occurred',
  shareOptionsTitle: 'Share Your Look',
  shareMakeoverTitle: 'Share Your Makeover',
  shareMakeoverSubtitle: 'Share your new look with friends!',
  downloadBeforeAfter: 'Download Before & After',
  beforeAfterTitle: 'Before & After',
  cardContinuedTitle: 'Style Recipe (continued)',
  copyLink: 'Copy Link',
  dontWarnAgain: "Don't warn me again",
  signedInAs: 'Signed in as',
  downloadComparison: 'Download Comparison',
  shareComparison: 'Share Comparison',
  shareNative: 'Share...',
  busyEllipsis: '...',
  original: 'Original',
  cardAiAnalysis: 'AI Analysis',
  cardStyleRecipe: 'Style Recipe',
  cardRecipeGroups: ['Hair', 'Makeup', 'Other'],
  cardBefore: 'Before',
  cardAfter: 'After',
} as const;

/**
 * The detail sentence after 'Failed to generate {style}.' or 'Generation failed.' when a
 * generative image service (Gemini, OpenAI, a self-hosted server) fails. They name what
 * happened in plain words and never carry the service's own text, address or key.
 */
export const generationDetails = {
  blocked: 'The image service declined this request. Please try another style or photo.',
  safety:
    'The image service stopped this image for safety reasons. Please try another style or photo.',
  noImage: 'The image service returned no image. Please try again.',
  quota: 'The image service has reached its usage limit for now. Please try again later.',
  unavailable: 'The image service is not available right now. Please try again later.',
  timeout: 'The image service took too long to answer. Please try again.',
  malformed: 'The image service sent an answer that could not be read. Please try again.',
  badImage: 'The image service sent an image that could not be read. Please try again.',
  notConfigured: 'The image service is not set up correctly on this server.',
  rejected: 'The image service could not process this photo. Please try another photo or style.',
  busy: 'Too many images are being generated right now. Please try again in a moment.',
  cancelled: 'The request was cancelled.',
  unexpected: 'Please try again.',
} as const;
export type GenerationDetailKey = keyof typeof generationDetails;

/** Texts with a value inside (spec §8), as small functions. */
export const failedToGenerate = (style: string, detail: string): string =>
  joinDetail(`Failed to generate ${style}.`, detail);
export const generationFailed = (detail: string): string =>
  joinDetail('Generation failed.', detail);
export const noImageDataFor = (style: string): string => `No image data available for ${style}`;
/**
 * The text a failed generation of {style} shows: the server's own text when it already names
 * the style (it builds 'Failed to generate {style}. {detail}' when sent styleName), otherwise
 * that sentence around the error's text (a network failure, a refused photo).
 */
export const generationErrorText = (style: string, errorText: string): string =>
  errorText.startsWith(failedToGenerate(style, '')) || errorText === noImageDataFor(style)
    ? errorText
    : failedToGenerate(style, errorText);
/** 'Failed to finalize images.' followed by the failure of each look that could not be made. */
export const failedToFinalizeLooks = (failures: readonly string[]): string =>
  joinDetail(messages.failedToFinalize, failures.join(' '));
/** The detail when a generation names a person the photo does not have. */
export const personNotInPhoto = (personId: string): string =>
  `Person ${personId} was not found in the photo.`;
export const failedToProcessPhoto = (detail: string): string =>
  joinDetail('Failed to process the photo.', detail);
export const failedToApplyMakeoverStyle = (detail: string): string =>
  joinDetail('Failed to apply makeover style.', detail);
export const failedToApplyFavoriteStyle = (detail: string): string =>
  joinDetail('Failed to apply favorite style.', detail);
export const failedToGetSuggestion = (detail: string): string =>
  joinDetail('Failed to get AI suggestion.', detail);
/** 'Hairstyle {name} not found for 1-click style.' — the same text serves a favorite style. */
export const hairstyleNotFoundForOneClick = (name: string): string =>
  `Hairstyle ${name} not found for 1-click style.`;
export const makeoverLimit = (n: number, plan: string): string =>
  `You have reached your limit of ${n} saved makeovers for the ${plan} plan.`;
export const failedToFetchImage = (url: string, status: number | string): string =>
  `Failed to fetch image from ${url}: ${status}`;
export const appliedFavoriteStyle = (name: string): string => `Applied favorite style: ${name}`;
export const aiStylistNotice = (rationale: string): string => `AI Stylist: ${rationale}`;
/** Watermark / card line: 'Generated with LookLab'. */
export const generatedWith = (name: string = productName): string => `Generated with ${name}`;

/** '{prefix} {detail}' with a single space, or just the prefix when there is no detail. */
function joinDetail(prefix: string, detail: string): string {
  const trimmed = detail.trim();
  return trimmed ? `${prefix} ${trimmed}` : prefix;
}

/** Confirmation prompts (spec §8 Prompts). */
export const prompts = {
  unsavedChanges: {
    title: 'Unsaved Changes',
    description:
      'You have unsaved changes that will be lost. Are you sure you want to leave this page?',
    confirm: 'Leave Page',
    cancel: 'Cancel',
  },
  publicLink: {
    title: 'Create a Public Link?',
    description:
      'A temporary public link will be created for this image. The link and the image will stay publicly accessible for one month and are then automatically deleted.',
    confirm: 'Confirm & Share',
    cancel: 'Cancel',
    optOut: "Don't warn me again",
  },
} as const;

/**
 * Splits an announcement into a bold title (the text before the first colon) and the rest,
 * as the announcement toast shows it (spec §2).
 */
export function splitAnnouncement(text: string): { title: string | null; body: string } {
  const colon = text.indexOf(':');
  if (colon <= 0) return { title: null, body: text };
  return { title: text.slice(0, colon), body: text.slice(colon + 1).trim() };
}

/**
 * The error toast (spec §2): if the message contains a JSON object with code, message and
 * status, it shows the text before it and then those three labelled.
 */
export function parseErrorToast(text: string): {
  lead: string;
  details: { message: string; code: string; status: string } | null;
} {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const parsed: unknown = JSON.parse(text.slice(start, end + 1));
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'code' in parsed &&
        'message' in parsed &&
        'status' in parsed
      ) {
        return {
          lead: text.slice(0, start).trim(),
          details: {
            message: String(parsed.message),
            code: String(parsed.code),
            status: String(parsed.status),
          },
        };
      }
    } catch {
      // not JSON: show the text as it is
    }
  }
  return { lead: text, details: null };
}
