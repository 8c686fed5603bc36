import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageEntries, type Language } from '../i18n/namespaces';

/**
 * The language picker: a native select (keyboard, screen readers and the phone's own picker for free) whose options
 * read flag, own name and code; the top bar shows the current flag and code. Switches the page without reload.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const entry = languageEntries.find((item) => item.code === current) ?? languageEntries[0];
  return (
    <div className="relative inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium hover:bg-slate-100 has-[select:focus-visible]:outline-[3px] has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-brand-500 has-[select:focus-visible]:outline-solid sm:gap-2 sm:px-3 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800">
      <Languages aria-hidden className="hidden h-4 w-4 sm:block" />
      <span aria-hidden>{entry?.flag}</span>
      <span aria-hidden>{entry?.code.toUpperCase()}</span>
      <ChevronDown aria-hidden className="hidden h-4 w-4 sm:block" />
      {/* Transparent over the whole button: the visible face above is what it shows, the select is what it does. */}
      <select
        aria-label={t('language.label')}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-lg opacity-0 focus-visible:outline-none"
      >
        {languageEntries.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {`${language.flag} ${language.name} ${language.code.toUpperCase()}`}
          </option>
        ))}
      </select>
    </div>
  );
}
