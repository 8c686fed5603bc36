import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

const options = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
] as const;

/** The theme choice as three toggle buttons, for the narrow-screen menu (the top bar has no room for the picker there). */
export function ThemeChoices() {
  const { t } = useTranslation();
  const { theme = 'system', setTheme } = useTheme();
  return (
    <div role="group" aria-label={t('theme.label')} className="grid grid-cols-3 gap-1 rounded-lg border border-slate-300 p-1 dark:border-slate-700">
      {options.map(({ value, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          onClick={() => setTheme(value)}
          className={cn(
            'flex flex-col items-center gap-1 rounded-md px-2 py-2 text-xs font-medium',
            theme === value ? 'bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          <Icon aria-hidden className="h-4 w-4" />
          {t(`theme.${value}`)}
        </button>
      ))}
    </div>
  );
}
