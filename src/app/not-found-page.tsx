import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button-link';
import { PageMeta } from '../components/page-meta';

/** The catch-all 404 screen (marked noindex); the missed path is logged. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <PageMeta title={t('not_found.title')} description={t('not_found.message')} />
      {/* A missed path answers 200 (single-page app): keep it out of search results. */}
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-black text-brand-600 dark:text-brand-500" aria-hidden>404</p>
      <h1 className="mt-4 text-3xl font-extrabold">{t('not_found.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('not_found.message')}</p>
      <ButtonLink to="/" className="mt-6">{t('not_found.home')}</ButtonLink>
    </section>
  );
}
