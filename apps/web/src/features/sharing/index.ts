export { ShareDialogs } from './share-dialogs';
export { openShareMakeover, openComparison, type ShareSubject } from './share-store';
export { useExploreMakeovers } from './api/explore-makeovers';
