import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from './hydration';

/** Whether this render may show what depends on the browser (see useHydrated). */
function renderedInBrowser(): boolean {
  return typeof document !== 'undefined' && !isHydrating();
}

/**
 * False while rendering on the server and while hydrating a pre-rendered page, true after:
 * what depends on the browser (saved theme, storage) shows its server value until then, so
 * hydration matches the HTML. A part hydrated turns true in a transition after it has committed
 * (an urgent update would hold the main thread while the page is still loading); a part
 * rendered afresh (no pre-rendered page, or after hydration) is true from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(renderedInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
