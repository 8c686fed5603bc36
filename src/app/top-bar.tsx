import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './language-picker';
import { MobileNav } from './mobile-nav';
import { mainLinks } from './nav-links';
import { navLinkClass } from './nav-link-class';
import { ThemePicker } from './theme-picker';

/**
 * The sticky top bar: brand, links and theme picker (wide screens), language picker, menu button (narrow screens; the
 * theme choice lives in the menu there). Fits from 320 px: the brand never shrinks or wraps, the controls stay on screen.
 */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link to="/" data-testid="brand" className="mr-auto flex shrink-0 items-center gap-2 whitespace-nowrap rounded-lg text-lg font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width={28} height={28} className="shrink-0" />
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
        <div className="hidden md:block">
          <ThemePicker />
        </div>
        <LanguagePicker />
        <MobileNav />
      </div>
    </header>
  );
}
