import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mainLinks } from './nav-links';
import { navLinkClass } from './nav-link-class';
import { ThemeChoices } from './theme-choices';

/** The narrow-screen menu: a slide-in side panel (Radix dialog: focus trapped, Escape closes) with the links and the theme choice; closes when a link is chosen. */
export function MobileNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('nav.open_menu')}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white hover:bg-slate-100 md:hidden dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden className="h-5 w-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-5 shadow-2xl data-[state=open]:animate-[slide-in_200ms_ease-out] dark:bg-slate-900"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close aria-label={t('actions.close')} className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
