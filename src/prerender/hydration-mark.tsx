import { useEffect } from 'react';
import { hydratingAttribute } from './prerender-marks';

/**
 * Clears the head script's "still hydrating" mark once React has committed the page (hydrated or rendered), so the
 * controls of a prerendered page take clicks again. Renders nothing, so the prerendered markup is unchanged.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.removeAttribute(hydratingAttribute);
  }, []);
  return null;
}
