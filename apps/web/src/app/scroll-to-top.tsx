import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every route change (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
