import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/** The kinds of toast the site shows. */
type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** The toast library, loaded with the first toast (it is not part of any route's first load). */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Loads the toast library once and tells the layout to mount its toaster. */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    wanted = true;
    for (const listener of listeners) listener();
    sonner = import('sonner');
  }
  return sonner;
}

/** Shows one toast once the library is there; toasts keep the order they were asked for in. */
function show(kind: ToastKind) {
  return (message: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
  };
}

/**
 * The site's toasts, with sonner's calls (`toast.success(message, { id, description, position })` …). The first one
 * loads sonner and mounts the toaster (sonner replays a toast created before its toaster subscribed).
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

/**
 * Loads the toast library and mounts the toaster ahead of a toast that is sure to come (a game's end), so that toast
 * appears at once instead of after a download, on a slow phone too. Nothing is shown.
 */
export function prepareToasts(): void {
  void loadSonner();
}

/** Whether a toast has been asked for, so the layout should mount the toaster. */
export function toasterWanted(): boolean {
  return wanted;
}

/** Subscribes to the moment the toaster is first wanted (for useSyncExternalStore). */
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
