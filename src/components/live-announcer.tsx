import { useSyncExternalStore } from 'react';

let message = '';
const listeners = new Set<() => void>();

/** Says a short message to screen readers through the page's polite live region (e.g. "Added to favourites"). */
export function announce(text: string) {
  // A repeated message is changed slightly so the reader speaks it again.
  message = text === message ? `${text}\u00a0` : text;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's one polite live region for `announce`; mounted once in the layout. */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribe, () => message, () => '');
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="live-announcer">
      {text}
    </p>
  );
}
