import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Fallback for unhandled routing errors: 'Unexpected Application Error!' with a way back home. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Unhandled routing error:', error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <section role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-extrabold">{t('error_page.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('error_page.message')}</p>
      {detail ? <pre className="mt-4 max-w-full overflow-x-auto rounded-lg bg-slate-100 p-3 text-left text-xs dark:bg-slate-800">{detail}</pre> : null}
      {/* A full page load: the router that failed may not recover on its own. */}
      <a href="/" className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
        {t('error_page.home')}
      </a>
    </section>
  );
}
