/** A calendar date (`YYYY-MM-DD`) written out in the given language, e.g. "January 1, 2024" / "2024년 1월 1일". */
export function formatLongDate(isoDate: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
