import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { trapTab } from '../lib/trap-tab';
import { mainLinks } from './nav-links';
import { navLinkClass } from './nav-link-class';
import { ThemeChoices } from './theme-choices';

/**
 * The narrow-screen menu: a slide-in side panel (a native modal dialog: the page behind is inert, Tab cycles inside,
 * Escape or a tap beside the panel closes it, focus returns to the menu button) with the links and the theme choice;
 * closes when a link is chosen.
 */
export function MobileNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const panelId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label={t('nav.open_menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white hover:bg-slate-100 md:hidden dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden className="h-5 w-5" />
      </button>
      <dialog
        ref={dialog}
        id={panelId}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={trapTab}
        // A click on the dialog element itself (not on the panel inside it) landed on the backdrop beside the panel.
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 open:animate-[slide-in_200ms_ease-out] dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex h-full flex-col gap-2 p-5">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-bold">{t('nav.menu')}</h2>
            <button type="button" onClick={() => setOpen(false)} aria-label={t('actions.close')} className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800">
              <X aria-hidden className="h-5 w-5" />
            </button>
          </div>
          <nav aria-label={t('nav.main')}>
            <ul className="flex flex-col gap-1">
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} onClick={() => setOpen(false)} className={({ isActive }) => navLinkClass(isActive, 'block')}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto pt-4">
            <ThemeChoices />
          </div>
        </div>
      </dialog>
    </>
  );
}
