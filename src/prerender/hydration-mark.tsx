import { useEffect } from 'react';
import { hydratingAttribute } from './prerender-marks';

/**
 * Clears the head script's "still hydrating" mark once React has committed the screen (hydrated or rendered), so the
 * controls of a prerendered page take clicks again. It sits next to the screen, inside the layout's Suspense boundary
 * (src/app/layout.tsx), which React may hydrate in a later pass than the layout around it; the error page carries one
 * too, for when the layout itself failed. Renders nothing, so the prerendered markup is unchanged.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.removeAttribute(hydratingAttribute);
  }, []);
  return null;
}
