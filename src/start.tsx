/**
 * The site's shell, started by the entry (src/main.tsx) once React, the router and i18next are evaluated in tasks of
 * their own.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter, type SiteRouter } from './app/routes';
import { nextTask } from './boot/start-in-stages';
import { namespacesForPath } from './i18n/route-namespaces';
import { setupI18n, visitorLanguage } from './i18n/setup';
import { prefetchRouteLinks } from './lib/prefetch-route-links';
import { siteSession } from './lib/supabase-session';
import { discardPrerenderedPage, hydratableText } from './prerender/prerendered-page';
import { SiteProviders } from './prerender/site-providers';

/** Resolves once the router has loaded the first route's screen (its lazy chunk), so a render shows that screen. */
function routerReady(router: SiteRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((ready) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      ready();
    });
  });
}

/**
 * Starts the site: the router (which begins loading the first route's screen chunk), i18next, then React. The build
 * prerenders every route in English (scripts/prerender-plugin.ts): an English visitor already sees it, i18next starts
 * from the text the page inlined, and React hydrates the markup once the screen's code is in, in a transition, so the
 * hydration yields to the browser every few milliseconds instead of holding the main thread for the whole page. Any
 * other visitor (the head script kept the page hidden) gets the page rendered in their language, as before
 * prerendering. Each step is its own task.
 */
export async function start(): Promise<void> {
  // A stored sign-in session (spec §4 Session, §6) gets the full client at once; without one it is never downloaded.
  siteSession.resumeStoredSession();
  // The router starts loading the first route's screen chunk at once, while i18next fetches its text (common and the
  // screen's namespaces): code and text arrive together.
  const router = createRouter();
  prefetchRouteLinks(router.routes);
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <SiteProviders>
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>
  );
  await nextTask();
  const prerenderedText = hydratableText(visitorLanguage());
  if (prerenderedText) {
    await setupI18n([], prerenderedText);
    await routerReady(router);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    await Promise.all([setupI18n(namespacesForPath(window.location.pathname)), routerReady(router)]);
    discardPrerenderedPage(container);
    createRoot(container).render(app);
  }
}
