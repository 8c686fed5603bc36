import { useSyncExternalStore } from 'react';

/** Touch is the main input: the primary pointer is coarse and cannot hover (phones, most tablets). */
const touchQuery = '(pointer: coarse) and (hover: none)';
/** Some input can hover with a fine pointer: a mouse or trackpad, which comes with a keyboard on desktops and laptops. */
const keyboardQuery = '(any-hover: hover) and (any-pointer: fine)';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const media = window.matchMedia(query);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  };
}

const subscribeTouch = subscribeTo(touchQuery);
const subscribeKeyboard = subscribeTo(keyboardQuery);

/** Whether the visitor plays by touch (say "Tap", not "Click"). Live: follows a tablet docking a mouse. */
export function useTouchPrimary(): boolean {
  return useSyncExternalStore(subscribeTouch, () => window.matchMedia(touchQuery).matches, () => false);
}

/** Whether a keyboard is likely at hand (a fine hovering pointer: desktops, laptops, tablets with a trackpad). */
export function useKeyboardLikely(): boolean {
  return useSyncExternalStore(subscribeKeyboard, () => window.matchMedia(keyboardQuery).matches, () => true);
}
