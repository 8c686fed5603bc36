import { contentLanguages, type ContentLanguage } from '../../supabase/functions/_shared/contract/content-types';

/** Every i18next namespace: one JSON file per namespace per language under locales/<lng>/. */
export const namespaces = ['common', 'home', 'games', 'about', 'contact', 'privacy', 'terms', 'guidelines', 'leaderboard', 'rps', 'number_guess', 'reaction', 'apple', 'memory', 'click_race', 'story', 'quiz', 'persona_chat', 'fortune', 'adventure', 'personality', 'stylist', 'summarizer', 'lyrics', 'tarot'] as const;

/** A namespace name. */
export type Namespace = (typeof namespaces)[number];

/** Languages the site speaks: the content contract's list (one source); English is the default and the fallback. */
export const supportedLanguages = contentLanguages;

/** A supported language code. */
export type Language = ContentLanguage;

/** The local-storage key that keeps the visitor's language. */
export const languageStorageKey = 'preferred-language';

/** The language picker's entries: code, own name and flag. */
export const languageEntries: ReadonlyArray<{ code: Language; name: string; flag: string }> = [
  { code: 'en', name: 'English', flag: '🇺🇸' },
  { code: 'vi', name: 'Tiếng Việt', flag: '🇻🇳' },
  { code: 'ko', name: '한국어', flag: '🇰🇷' },
  { code: 'zh', name: '中文', flag: '🇨🇳' },
];
