import { create } from 'zustand';
import type { LookRecord } from '@looklab/shared';

/** What is being shared: the original photo and one result. */
export interface ShareSubject {
  /** The original photo; undefined when the makeover has none (comparison is impossible). */
  beforeSrc: string | undefined;
  afterSrc: string;
  /** The result's display name (its hairstyle, or a rename). */
  lookName: string;
  look: LookRecord;
}

/** Which image a public link shows: the before/after image or the comparison collage. */
export type LinkImage = 'beforeAfter' | 'comparison';

type ShareDialog = 'makeover' | 'comparison' | 'options';

type ShareState = {
  /** Open dialogs, innermost last: the options dialog opens over the one that offered it. */
  stack: ShareDialog[];
  subject: ShareSubject | null;
  linkImage: LinkImage;
  /** Links made in this session, by image and result, so a second share reuses the first. */
  links: Record<string, string>;
  open: (dialog: 'makeover' | 'comparison', subject: ShareSubject) => void;
  openOptions: (linkImage: LinkImage) => void;
  /** Closes the innermost dialog. */
  back: () => void;
  closeAll: () => void;
  rememberLink: (key: string, shareId: string | null) => void;
};

/** State of the share dialogs; kept apart from the studio store (they only read from it). */
export const useShareStore = create<ShareState>()((set, get) => ({
  stack: [],
  subject: null,
  linkImage: 'beforeAfter',
  links: {},
  open: (dialog, subject) => set({ stack: [dialog], subject }),
  openOptions: (linkImage) => set({ stack: [...get().stack, 'options'], linkImage }),
  back: () => set({ stack: get().stack.slice(0, -1) }),
  closeAll: () => set({ stack: [] }),
  rememberLink: (key, shareId) => {
    const links = { ...get().links };
    if (shareId) links[key] = shareId;
    else delete links[key];
    set({ links });
  },
}));

/** The key a link is remembered under. */
export const linkKey = (image: LinkImage, subject: ShareSubject) => `${image}:${subject.afterSrc}`;

/** Opens 'Share Your Makeover' for a result. */
export const openShareMakeover = (subject: ShareSubject) =>
  useShareStore.getState().open('makeover', subject);
/** Opens the Before & After comparison for a result. */
export const openComparison = (subject: ShareSubject) =>
  useShareStore.getState().open('comparison', subject);
