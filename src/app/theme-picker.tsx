import { DropdownMenu } from 'radix-ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';

const options = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
] as const;

/** Light / dark / system theme menu (next-themes, class strategy). */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme = 'system', resolvedTheme, setTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('theme.label')}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <Icon aria-hidden className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={6} align="end" className="z-50 min-w-[10rem] rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <DropdownMenu.RadioGroup value={theme} onValueChange={setTheme}>
            {options.map(({ value, icon: OptionIcon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold data-[highlighted]:text-brand-800 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
              >
                <OptionIcon aria-hidden className="h-4 w-4" />
                {t(`theme.${value}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
