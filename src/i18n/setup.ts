import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './detect-language';
import { languageStorageKey, supportedLanguages, type Language, type Namespace } from './namespaces';

/** Namespace files per language, each its own chunk: a screen loads only the text it shows, in one language. */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Loads one namespace of one language (`./locales/<lng>/<ns>.json`). */
async function loadNamespace(language: string, namespace: string) {
  const load = localeFiles[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`Missing locale file ${language}/${namespace}`);
  return (await load()).default;
}

/** Keeps `<html lang>` on the active language and remembers it under `preferred-language`. */
function onLanguageChanged(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** The stored language choice, if storage can be read. */
function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** The visitor's language: stored choice → ?lng= → browser language. */
export function visitorLanguage(): Language {
  return detectLanguage({ stored: storedLanguage(), search: window.location.search, browser: window.navigator.languages });
}

/**
 * Starts i18next in the visitor's language (stored choice → ?lng= → browser language, remembered under
 * `preferred-language`) and loads only that language's namespaces: every language has every key
 * (locale-parity.test.ts), so no fallback language is fetched alongside it. `screenNamespaces` (the first screen's)
 * are fetched with `common`, in parallel, instead of after the screen's code. `bundled` is text the page already holds
 * in the visitor's language (a prerendered page inlines its screen's): with it, i18next starts at once with those
 * namespaces and fetches the others only when a screen asks for them.
 */
export async function setupI18n(screenNamespaces: readonly Namespace[] = [], bundled?: Partial<Record<Namespace, Record<string, unknown>>>) {
  const language = visitorLanguage();
  i18next.on('languageChanged', onLanguageChanged);
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...supportedLanguages],
      load: 'languageOnly',
      fallbackLng: false,
      ns: bundled ? Object.keys(bundled) : ['common', ...screenNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      ...(bundled ? { resources: { [language]: bundled }, partialBundledLanguages: true, initAsync: false } : {}),
    });
  return i18next;
}
