import { Select } from 'radix-ui';
import { Check, ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageEntries, type Language } from '../i18n/namespaces';

/** The language picker: code, own name and flag for each language; switches the page without reload. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const entry = languageEntries.find((item) => item.code === current) ?? languageEntries[0];
  return (
    <Select.Root value={current} onValueChange={(code) => void i18n.changeLanguage(code)}>
      <Select.Trigger
        aria-label={t('language.label')}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 text-sm sm:gap-2 sm:px-3 font-medium hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <Languages aria-hidden className="hidden h-4 w-4 sm:block" />
        <span aria-hidden>{entry?.flag}</span>
        <Select.Value>{entry?.code.toUpperCase()}</Select.Value>
        <Select.Icon className="hidden sm:block"><ChevronDown aria-hidden className="h-4 w-4" /></Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={6} className="z-50 min-w-[12rem] rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <Select.Viewport>
            {languageEntries.map((language) => (
              <Select.Item
                key={language.code}
                value={language.code}
                lang={language.code}
                className="flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
              >
                <span aria-hidden className="text-lg">{language.flag}</span>
                <Select.ItemText>{language.name}</Select.ItemText>
                <span className="ml-auto text-xs font-semibold text-slate-600 dark:text-slate-400">{language.code.toUpperCase()}</span>
                <Select.ItemIndicator><Check aria-hidden className="h-4 w-4" /></Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
