import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../prerender/use-hydrated';

const options = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
] as const;

/**
 * Light / dark / system theme menu (next-themes, class strategy), as the WAI-ARIA menu button: Enter, Space or ↓ open
 * it on the chosen theme (↑ on the last), ↑ ↓ Home End move, Enter or Space choose, Escape closes and returns to the
 * button, Tab or a click outside closes it.
 */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme = 'system', resolvedTheme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  // Which item takes focus when the menu opens (index into `options`).
  const [initial, setInitial] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // The prerendered page cannot know the visitor's theme: the icon follows it once the page has hydrated.
  const Icon = useHydrated() && resolvedTheme === 'dark' ? Moon : Sun;
  const checkedIndex = Math.max(0, options.findIndex((option) => option.value === theme));

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]')[initial]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open, initial]);

  const openAt = (index: number) => {
    setInitial(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? checkedIndex : options.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('theme.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(checkedIndex))}
        onKeyDown={onButtonKey}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <Icon aria-hidden className="h-5 w-5" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('theme.label')}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-50 mt-1.5 min-w-[10rem] rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {options.map(({ value, icon: OptionIcon }) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={theme === value}
              tabIndex={-1}
              onClick={() => {
                setTheme(value);
                close();
              }}
              className="flex w-full cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 aria-checked:font-semibold dark:hover:bg-slate-800 dark:hover:text-white dark:focus:bg-slate-800 dark:focus:text-white"
            >
              <OptionIcon aria-hidden className="h-4 w-4" />
              {t(`theme.${value}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
