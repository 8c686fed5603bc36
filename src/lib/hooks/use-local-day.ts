import { useEffect, useState } from 'react';
import { msUntilLocalMidnight } from '../todays-picks';

/** Today's date, renewed at the visitor's local midnight while the page stays open. */
export function useLocalDay(): Date {
  const [day, setDay] = useState(() => new Date());
  useEffect(() => {
    // A fresh date every time the timer fires (even early), so the effect always arms the next one.
    const timer = window.setTimeout(() => setDay(new Date()), msUntilLocalMidnight(day) + 50);
    return () => window.clearTimeout(timer);
  }, [day]);
  return day;
}
