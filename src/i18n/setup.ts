import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageStorageKey, supportedLanguages } from './namespaces';

/** Namespace files per language, each its own chunk: a screen loads only the text it shows. */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Loads one namespace of one language (`./locales/<lng>/<ns>.json`). */
async function loadNamespace(language: string, namespace: string) {
  const load = localeFiles[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`Missing locale file ${language}/${namespace}`);
  return (await load()).default;
}

/** Keeps `<html lang>` on the active language. */
function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18next: stored choice → ?lng= → browser language, cached under `preferred-language`; English fallback. */
export async function setupI18n() {
  i18next.on('languageChanged', syncDocumentLanguage);
  await i18next
    .use(LanguageDetector)
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'querystring', 'navigator'],
        lookupLocalStorage: languageStorageKey,
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
        // 'vi-VN' → 'vi': detection and the cached value use the site's own codes.
        convertDetectedLanguage: (code: string) => {
          const base = code.split('-')[0]?.toLowerCase() ?? code;
          return (supportedLanguages as readonly string[]).includes(base) ? base : code;
        },
      },
      react: { useSuspense: true },
    });
  syncDocumentLanguage(i18next.resolvedLanguage ?? 'en');
  return i18next;
}
