import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Whether the browser lets a page go full screen. */
function fullscreenSupported() {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/** Full-screen state of an element: whether it is full screen, and toggle/enter that never throw. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [ref]);

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element || !fullscreenSupported() || document.fullscreenElement === element) return;
    try {
      await element.requestFullscreen({ navigationUI: 'hide' });
    } catch (error) {
      console.warn('Full screen was refused.', error);
    }
  }, [ref]);

  const toggle = useCallback(async () => {
    if (document.fullscreenElement) {
      try {
        await document.exitFullscreen();
      } catch (error) {
        console.warn('Leaving full screen failed.', error);
      }
      return;
    }
    await enter();
  }, [enter]);

  return { active, supported: fullscreenSupported(), enter, toggle };
}

/** Whether the device looks like a phone or tablet held in landscape (coarse pointer, landscape orientation). */
export function isMobileLandscape() {
  return typeof window !== 'undefined' && window.matchMedia('(pointer: coarse) and (orientation: landscape)').matches;
}
