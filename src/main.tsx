import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'next-themes';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/routes';
import { namespacesForPath } from './i18n/route-namespaces';
import { setupI18n } from './i18n/setup';
import { prefetchRouteLinks } from './lib/prefetch-route-links';
import { siteSession } from './lib/supabase-session';
import './index.css';

// A stored sign-in session (spec §4 Session, §6) gets the full client at once; without one it is never downloaded.
siteSession.resumeStoredSession();
// The router starts loading the first route's screen chunk at once, while i18next fetches its text (common and the
// screen's namespaces): code and text arrive together.
const router = createRouter();
prefetchRouteLinks(router.routes);
await setupI18n(namespacesForPath(window.location.pathname));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" disableTransitionOnChange>
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
