import i18next from 'i18next';

/**
 * Translates a message key held as a plain string (`'<namespace>:<key>'`), as machines and the data layer hold them
 * (they may not import the site's typed keys). The namespace must be loaded by the screen (useTranslation).
 * The locale parity test keeps every key present in all four languages.
 */
export function translateKey(key: string, options?: { count?: number } & Record<string, unknown>): string {
  return i18next.t(key as 'common:messages.generic_error', options ?? {});
}
