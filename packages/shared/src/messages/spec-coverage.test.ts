import { describe, expect, it } from 'vitest';
import {
  aiStylistNotice,
  appliedFavoriteStyle,
  failedToApplyFavoriteStyle,
  failedToApplyMakeoverStyle,
  failedToFetchImage,
  failedToGenerate,
  failedToGetSuggestion,
  failedToProcessPhoto,
  generationFailed,
  hairstyleNotFoundForOneClick,
  makeoverLimit,
  messages,
  noImageDataFor,
  prompts,
} from './messages';

/** Every fixed text quoted in spec §8 (copied from the spec), to catch typos in the catalogue. */
const specTexts = [
  'Could not load the saved analysis. Please try again.',
  'Could not save your preferences. Please try again.',
  'Could not load your saved makeovers.',
  'Could not load more makeovers.',
  'Makeover not found',
  'Failed to finalize images.',
  'An error occurred while applying customizations. Please try again.',
  'Original image not found.',
  'Failed to read the reference image file.',
  'Failed to prepare the photo.',
  'Failed to read the file.',
  'Could not detect any people in the photo. Please try another.',
  'No suitable hairstyle found for 1-click makeover.',
  'Could not save the final images to your account.',
  'Could not update selected person on your account.',
  'Could not update makeover name. Please try again.',
  'Could not save your changes. Please try again.',
  'Could not save your new style. Please try again.',
  'Could not update your style. Please try again.',
  'Could not delete the style. Please try again.',
  'Could not delete the makeover. Please try again.',
  'Could not delete the selected makeovers. Please try again.',
  'Could not save the image. Please try again or use a different browser.',
  'Could not share the image.',
  'Web Share API is not supported in this browser.',
  'Could not find original image for comparison.',
  'Could not load images for comparison.',
  'Could not create a shareable link.',
  'Sharing info is missing.',
  'Could not get canvas context',
  'Canvas to Blob conversion failed',
  'Failed to load image',
  'Link copied to clipboard!',
  'useTheme must be used within a ThemeProvider',
  'Could not find root element to mount to',
  'Unsaved Changes',
  'You have unsaved changes that will be lost. Are you sure you want to leave this page?',
  'Leave Page',
  'Create a Public Link?',
  'Confirm & Share',
  'The email address is not valid.',
  'This user account has been disabled.',
  'No user found with this email.',
  'Incorrect password. Please try again.',
  'An account already exists with this email address.',
  'The password is too weak.',
  'The sign-in popup was closed before completing the process.',
  'An unexpected error occurred.',
  'Firebase is not initialized.',
];

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('spec §8 coverage', () => {
  const known = new Set([...allStrings(messages), ...allStrings(prompts)]);
  it.each(specTexts)('has %s', (text) => {
    expect(known.has(text)).toBe(true);
  });
  it('renders the texts with values exactly as the spec writes them', () => {
    expect(failedToGenerate('{style}', '{detail}')).toBe('Failed to generate {style}. {detail}');
    expect(generationFailed('{detail}')).toBe('Generation failed. {detail}');
    expect(noImageDataFor('{style}')).toBe('No image data available for {style}');
    expect(failedToProcessPhoto('{detail}')).toBe('Failed to process the photo. {detail}');
    expect(failedToApplyMakeoverStyle('{detail}')).toBe('Failed to apply makeover style. {detail}');
    expect(failedToApplyFavoriteStyle('{detail}')).toBe('Failed to apply favorite style. {detail}');
    expect(failedToGetSuggestion('{detail}')).toBe('Failed to get AI suggestion. {detail}');
    expect(failedToFetchImage('{url}', '{status}')).toBe(
      'Failed to fetch image from {url}: {status}',
    );
    expect(makeoverLimit(20, 'Spark')).toBe(
      'You have reached your limit of 20 saved makeovers for the Spark plan.',
    );
    expect(hairstyleNotFoundForOneClick('Bob')).toMatch(
      /^Hairstyle Bob not found for 1-click style\.$/,
    );
    expect(appliedFavoriteStyle('Summer')).toBe('Applied favorite style: Summer');
    expect(aiStylistNotice('Warm tones suit you.')).toBe('AI Stylist: Warm tones suit you.');
  });
});
