import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is out of view (on a phone the preview or the looks panel scrolls away
 * while choosing; a small stand-in then keeps it at hand). `watch` re-attaches the observer
 * when the element may have been (re)mounted.
 */
export function useScrolledAway(ref: RefObject<HTMLElement | null>, watch: unknown): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setAway(false);
      return;
    }
    const io = new IntersectionObserver(
      ([entry]) => setAway(entry ? !entry.isIntersecting : false),
      {
        threshold: 0.2,
      },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, watch]);
  return away;
}
