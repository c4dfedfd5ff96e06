import { useEffect } from 'react';

/** Sets the tab title to '{title} · LookLab' while the calling page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · LookLab`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
