import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './language-picker';
import { MobileNav } from './mobile-nav';
import { mainLinks } from './nav-links';
import { navLinkClass } from './nav-link-class';
import { ThemePicker } from './theme-picker';

/** The sticky top bar: brand, links (wide screens), theme and language pickers, menu button (narrow screens). */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => navLinkClass(isActive)}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ThemePicker />
        <LanguagePicker />
        <MobileNav />
      </div>
    </header>
  );
}
