import { supportedLanguages, type Language } from './namespaces';

/** Where a visitor's language can come from, in the order they are asked. */
export interface LanguageSources {
  /** The stored choice (`preferred-language`), if any. */
  stored: string | null;
  /** The page's query string (`?lng=`). */
  search: string;
  /** The browser's languages, most preferred first. */
  browser: readonly string[];
}

/** A supported code for `code` ('vi-VN' → 'vi', 'ZH' → 'zh'), or undefined. */
export function supportedLanguageOf(code: string | null | undefined): Language | undefined {
  const base = code?.split('-')[0]?.toLowerCase();
  return supportedLanguages.find((language) => language === base);
}

/**
 * The visitor's language: the stored choice, then `?lng=`, then the browser's languages, each reduced to its base
 * code; the first supported one wins, English otherwise. (What i18next-browser-languagedetector did with the order
 * localStorage → querystring → navigator, without its other lookups.)
 */
export function detectLanguage({ stored, search, browser }: LanguageSources): Language {
  const candidates = [stored, new URLSearchParams(search).get('lng'), ...browser];
  for (const candidate of candidates) {
    const language = supportedLanguageOf(candidate);
    if (language) return language;
  }
  return 'en';
}
