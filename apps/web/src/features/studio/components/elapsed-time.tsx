import { useEffect, useState } from 'react';
import { elapsedSeconds } from '@looklab/shared';

/** How often a running clock redraws (ms); it shows whole seconds. */
const TICK_MS = 1000;

/** Seconds since `since` (ms, Date.now()), redrawn each second while shown. */
export function useSecondsSince(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [since]);
  return (now - since) / 1000;
}

/** '12 s' since a request was sent. */
export function ElapsedTime({ since, className }: { since: number; className?: string }) {
  const seconds = useSecondsSince(since);
  return (
    <span className={className} data-testid="elapsed-time">
      {elapsedSeconds(seconds)}
    </span>
  );
}
