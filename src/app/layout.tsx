import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { LiveAnnouncer } from '../components/live-announcer';
import { useMediaQuery } from '../lib/hooks/use-media-query';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { PageLoading } from './page-loading';
import { SiteToaster } from './site-toaster';
import { HydrationMark } from '../prerender/hydration-mark';
import { TopBar } from './top-bar';
import { registerServiceWorker } from './register-service-worker';
import { useRecordRecent } from './use-record-recent';

/** The shared layout: skip link, sticky top bar, the screen, footer, toasts, the live region; remembers opened games. */
export function Layout() {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  useRecordRecent();
  useEffect(registerServiceWorker, []);
  // Toasts sit at the bottom (centred on phones, in the corner on wide screens): never over a heading or a score bar.
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('nav.skip_to_content')}
      </a>
      <TopBar />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          {/* Inside the screen's boundary: React may hydrate it in a later pass than the layout, and the mark may only go
              once the screen's own controls are React's (a click or typed text on them before that would be lost). */}
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <LiveAnnouncer />
      <SiteToaster richColors closeButton position={wide ? 'bottom-right' : 'bottom-center'} theme={resolvedTheme === 'dark' ? 'dark' : 'light'} containerAriaLabel={t('toasts.label')} />
      <ScrollRestoration />
    </div>
  );
}
