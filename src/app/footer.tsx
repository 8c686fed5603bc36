import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const quickLinks = [
  { to: '/games', key: 'nav.games' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;

const legalLinks = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/guidelines', key: 'footer.guidelines' },
] as const;

const linkClass = 'rounded text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white';

/** Site footer: tagline, quick links, legal links, copyright. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold">{t('brand')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.quick_links')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">{t('footer.quick_links')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}><Link to={link.to} className={linkClass}>{t(link.key)}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">{t('footer.legal')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}><Link to={link.to} className={linkClass}>{t(link.key)}</Link></li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
