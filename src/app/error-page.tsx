import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { claimChunkReload, isChunkLoadError } from '../lib/chunk-reload';
import { buttonClasses } from '../lib/ui-classes';
import { HydrationMark } from '../prerender/hydration-mark';
import { PageLoading } from './page-loading';

/** sessionStorage when the browser lets the page use it. */
function sessionStore() {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Fallback for unhandled routing errors: a friendly message, Try again (a fresh page load) and a way home, with the
 * technical detail folded away. A failed chunk load (an old tab after a deploy) reloads the page once by itself;
 * a second failure within a minute shows this page instead of looping.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && claimChunkReload(sessionStore(), Date.now()));
  useEffect(() => {
    if (reloading) {
      console.warn('A page chunk failed to load; reloading once to fetch the current version.', error);
      window.location.reload();
    } else {
      console.error('Unhandled routing error:', error);
    }
  }, [error, reloading]);
  if (reloading) return <PageLoading />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <section role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      {/* When the layout itself failed, this page stands alone: it lifts the "still hydrating" guard itself. */}
      <HydrationMark />
      <h1 className="text-3xl font-extrabold">{t('error_page.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{offline ? t('error_page.offline') : t('error_page.message')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* The shared button's look without its component (it is not part of the entry). */}
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary', 'md')}>
          {t('error_page.retry')}
        </button>
        {/* A full page load: the router that failed may not recover on its own. */}
        <a href="/" className={buttonClasses('outline', 'md')}>
          {t('error_page.home')}
        </a>
      </div>
      {detail ? (
        <details className="mt-8 w-full text-left text-sm text-slate-600 dark:text-slate-300">
          <summary className="cursor-pointer select-none text-center">{t('error_page.details')}</summary>
          <pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-800">{detail}</pre>
        </details>
      ) : null}
    </section>
  );
}
