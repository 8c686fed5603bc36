import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The lazy loaders of the routes a link leads to (none for another origin, a download or an unknown path). */
export function loadersForLink(routes: RouteObject[], href: string, origin: string): Array<() => unknown> {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return [];
  }
  if (url.origin !== origin) return [];
  const matches = matchRoutes(routes, url.pathname) ?? [];
  return matches.flatMap(({ route }) => (typeof route.lazy === 'function' ? [route.lazy as () => unknown] : []));
}

/**
 * Loads a route's screen chunk when a visitor points at, touches or focuses one of its links, so the next page opens
 * without waiting for its code. Delegated from the document: every link of every screen is covered. Returns the
 * uninstaller.
 */
export function prefetchRouteLinks(routes: RouteObject[], root: Document = document): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    const path = new URL(link.href, root.location.origin).pathname;
    if (started.has(path)) return;
    started.add(path);
    for (const load of loadersForLink(routes, link.href, root.location.origin)) {
      // A failed prefetch is retried by the navigation itself, which shows the error page if it fails again.
      Promise.resolve(load()).catch(() => started.delete(path));
    }
  };
  const options = { passive: true, capture: true } as const;
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) root.addEventListener(type, onIntent, options);
  return () => {
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) root.removeEventListener(type, onIntent, options);
  };
}
