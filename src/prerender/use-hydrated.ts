import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the answer changes only between hydration and the render after it. */
const subscribeToNothing = () => () => {};

/**
 * False while the page is prerendered or hydrated (the server's answer), true in every later render and in a page the
 * browser rendered itself. What depends on this browser (its storage, theme or clock) shows its server-safe form until
 * then, so hydration matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
