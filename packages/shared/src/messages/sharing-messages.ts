import type { SharePlatform } from '../sharing/share-links';

/** Button labels of the 'Share Your Look' dialog, one per platform. */
export const sharePlatformLabels: Record<SharePlatform, string> = {
  microblog: 'X',
  socialNetwork: 'Facebook',
  forum: 'Reddit',
  pinboard: 'Pinterest',
  messaging: 'WhatsApp',
  professionalNetwork: 'LinkedIn',
  email: 'Email',
};

/** Other texts of the sharing and download features (dialogs, cards, the share page). */
export const sharingTexts = {
  shareOptionsSubtitle: 'Pick where to share your before & after.',
  exploreOptIn: 'Also show it in the Explore gallery',
  exploreOptInHint: 'Anyone can browse it there until the link expires.',
  shareLink: 'Share a Link',
  linkReady: 'Your public link',
  linkLifetime: 'Public for one month, then deleted automatically.',
  removeLink: 'Remove link',
  linkRemoved: 'Link removed. The image is no longer public.',
  comparisonTitle: 'Before & After',
  comparisonSubtitle: 'Your original photo next to your new look.',
  compareHint: 'Drag the handle to compare.',
  sharedPageTitle: 'A new look, made with LookLab',
  sharedGone: 'This shared look is no longer available',
  sharedGoneDetail: 'Shared links last for one month and are then deleted automatically.',
  tryYourOwn: 'Try Your Own Look',
  startOwn: 'Start your makeover',
  exploreMore: 'Explore makeovers',
  sharedPitch: 'Made in minutes with LookLab: upload a photo and try new hair, colour and make-up.',
  exploreEmptyTitle: 'The gallery is empty for now',
  exploreEmptyDetail:
    'Makeovers appear here when their owners share them and choose to show them. Why not create the first one?',
  loadMore: 'Load more',
  downloadImages: 'Images',
  downloadPdf: 'PDF',
  cardStyleGoal: 'Style Goal',
  cardAssessment: 'Dental & Cosmetic Assessment',
  cardColors: 'Color Analysis',
  cardBestColors: 'Best colors',
  cardAvoidColors: 'Avoid',
  cardScan: 'Scan to try your own look',
} as const;
