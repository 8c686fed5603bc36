import { useEffect, useState } from 'react';

/**
 * Whole seconds of play: frozen at `finalMs` once the game is won, otherwise counting from `startedAt` (a
 * `performance.now()` time; 0 before the first flip), refreshed four times a second.
 */
export function useRunningSeconds(startedAt: number | null, finalMs: number | null): number {
  const [now, setNow] = useState(() => performance.now());
  const running = startedAt !== null && finalMs === null;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(timer);
  }, [running]);
  if (finalMs !== null) return Math.round(finalMs / 1000);
  if (startedAt === null) return 0;
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
