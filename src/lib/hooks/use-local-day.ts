import { useEffect, useState } from 'react';
import { dayKey, msUntilLocalMidnight } from '../todays-picks';

/** Today's date, renewed at the visitor's local midnight while the page stays open. */
export function useLocalDay(): Date {
  const [day, setDay] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const now = new Date();
      setDay((current) => (dayKey(current) === dayKey(now) ? current : now));
    }, msUntilLocalMidnight(day) + 50);
    return () => window.clearTimeout(timer);
  }, [day]);
  return day;
}
