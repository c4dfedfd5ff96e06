import { useEffect, useState } from 'react';

/**
 * A preview on its way this long (ms) gets a spinning 'Updating' icon; before, the badge is
 * still. Most previews come sooner, and each frame of a spinner is composited and drawn anew —
 * CPU the preview itself needs (its answer, decode and paint) on a machine with few cores.
 */
export const SPIN_AFTER_MS = 400;

/** Whether `busy` has been true for `ms` without a break. */
export function useLongWait(busy: boolean, ms = SPIN_AFTER_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!busy) return;
    const timer = window.setTimeout(() => setLong(true), ms);
    return () => window.clearTimeout(timer);
  }, [busy, ms]);
  return busy && long;
}
