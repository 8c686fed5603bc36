import { useEffect, useState } from 'react';

/** Whole seconds since the component using it mounted; shown beside a progress indicator that mounts with the work. */
export function useElapsedSeconds(): number {
  const [started] = useState(() => performance.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setElapsed(Math.floor((performance.now() - started) / 1000)), 250);
    return () => window.clearInterval(timer);
  }, [started]);
  return elapsed;
}
