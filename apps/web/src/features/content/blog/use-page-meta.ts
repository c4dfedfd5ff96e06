import { useEffect } from 'react';
import {
  documentTitle,
  PAGE_META_ATTRIBUTE,
  type PageMeta,
} from '@looklab/shared/content/page-meta';

/** index.html's defaults that a page's own tags replace while it is shown. */
const defaultsSelector = 'meta[name="description"], link[rel="canonical"]';

function element(meta: PageMeta['tags'][number]): HTMLMetaElement {
  const el = document.createElement('meta');
  el.setAttribute(meta.attribute, meta.key);
  el.content = meta.content;
  el.setAttribute(PAGE_META_ATTRIBUTE, '');
  return el;
}

/** The site's origin for a page's canonical URL ('' while pre-rendering, where no tag is set). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Sets the document title, canonical link, description, Open Graph and Twitter tags of a blog
 * page while it is shown (the server sends the same tags to crawlers on a first load). Tags of
 * a previous page, including server-injected ones, are dropped; index.html's return on leaving.
 */
export function usePageMeta(meta: PageMeta | null): void {
  useEffect(() => {
    if (!meta) return;
    const head = document.head;
    const previousTitle = document.title;
    const replaced = [...head.querySelectorAll(`${defaultsSelector}, [${PAGE_META_ATTRIBUTE}]`)];
    const defaults = replaced.filter((el) => !el.hasAttribute(PAGE_META_ATTRIBUTE));
    replaced.forEach((el) => el.remove());

    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = meta.canonical;
    canonical.setAttribute(PAGE_META_ATTRIBUTE, '');
    const added = [canonical, ...meta.tags.map(element)];
    head.append(...added);
    document.title = documentTitle(meta.title);

    return () => {
      added.forEach((el) => el.remove());
      head.append(...defaults);
      document.title = previousTitle;
    };
  }, [meta]);
}
