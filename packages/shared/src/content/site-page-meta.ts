import { siteMessages } from '../messages/site-messages';
import { sharingTexts } from '../messages/sharing-messages';
import { sharedImagePath } from '../sharing/share-links';
import { SITE_CARD_PATH } from './art/site-card';
import { blogPageMeta, publicPageMeta, type PageFacts, type PageMeta } from './page-meta';

type SitePage = Omit<PageFacts, 'path' | 'type' | 'image'>;

/** The public pages outside the blog, by path, with what link previews show of them. */
export const sitePages: Record<string, SitePage> = {
  '/': {
    title: siteMessages.tagline,
    documentTitle: siteMessages.homeTitle,
    description: siteMessages.homeDescription,
  },
  '/faq': { title: siteMessages.faqTitle, description: siteMessages.faqDescription },
  '/contact': { title: siteMessages.contactTitle, description: siteMessages.contactDescription },
  '/pricing': { title: siteMessages.pricingTitle, description: siteMessages.pricingDescription },
  '/explore/styles': {
    title: siteMessages.stylesTitle,
    description: siteMessages.stylesDescription,
  },
  '/explore/makeovers': {
    title: siteMessages.makeoversTitle,
    description: siteMessages.makeoversDescription,
  },
};

const SHARE_PATH = /^\/share\/([A-Za-z0-9_-]{22})$/;

/** A shared makeover's page: its own before/after picture (a JPEG of the sharer's size). */
function sharePageMeta(shareId: string, origin: string): PageMeta {
  return publicPageMeta(origin, {
    path: `/share/${shareId}`,
    title: sharingTexts.sharedPageTitle,
    description: siteMessages.sharedDescription,
    type: 'website',
    image: { path: sharedImagePath(shareId), alt: siteMessages.sharedImageAlt, size: null },
  });
}

/**
 * The meta of any public page by its path: the blog's pages, the site's pages and shared
 * makeovers; null for other paths (they keep index.html's head). URLs are absolute on `origin`.
 */
export function pageMeta(pathname: string, origin: string): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = sitePages[path];
  if (page) {
    return publicPageMeta(origin, {
      ...page,
      path,
      type: 'website',
      image: { path: SITE_CARD_PATH, alt: siteMessages.siteCardAlt },
    });
  }
  const share = SHARE_PATH.exec(path);
  if (share?.[1]) return sharePageMeta(share[1], origin);
  return blogPageMeta(path, origin);
}
