/**
 * Every part of a fortune question gets its answer (issue 13, fourth read, rule C): besides the main situation the
 * reading answers, a visitor names people ("with my parents"), tasks with a day ("the report due Friday"), plans
 * ("quit and open a milk-tea shop back home"), options ("credit card or index fund"). This module reads those parts
 * and, for each one the reading does not already take up, adds one concrete tip before the lucky details.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument } from './keyword-match.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { readTimeWords, weekdayNames } from './chat-time-words.ts';
import { fortuneParts, partEntries, tripWords, type FortunePart } from './data/fortune/fortune-part-lines.ts';

const partLexicon: Readonly<Record<FortunePart, readonly string[]>> = Object.fromEntries(fortuneParts.map((key) => [key, partEntries[key].match])) as Record<FortunePart, readonly string[]>;

/** The parts a question names, in the order of the part list. */
export function readFortuneParts(question: string): FortunePart[] {
  const found = new Set(lexiconKeysInOrder(question, partLexicon));
  return fortuneParts.filter((key) => found.has(key));
}

/** Whether a reading already takes a part up (one of its covering words appears). */
export function coversPart(reading: string, part: FortunePart): boolean {
  const text = reading.toLowerCase();
  return partEntries[part].covered.some((word) => text.includes(word.toLowerCase()));
}

/** The weekday named in the same clause as the report ("my parents fly in Wednesday and the report is due Friday" → Friday). */
function reportWeekday(question: string): number | null {
  const clauses = question.split(/[,.;!?，。；！？]|\band\b|\bvà\b|그리고|还要|而且/iu);
  const clause = clauses.find((text) => hasAnyKeyword(text, partEntries.report.match));
  return clause === undefined ? null : readTimeWords(clause).weekday;
}

/** Words of opening a shop or a business (the hometown tip's premise). */
const ventureWords = /\b(?:shop|store|business|café|cafe|restaurant|open(?:ing)? a)\b|mở quán|mở tiệm|mở cửa hàng|kinh doanh|buôn bán|quán|가게|창업|장사|카페|开店|创业|做生意|店/iu;

/** The tips for the parts a reading leaves out, at most `limit`, in the reading's language. */
export function missingPartTips(question: string, reading: string, c: PhraseComposer, limit = 3): string[] {
  const parts = readFortuneParts(question);
  if (parts.length === 0) return [];
  const { language } = c;
  const doc = matchDocument(question);
  const weekday = reportWeekday(question) ?? readTimeWords(doc).weekday;
  const day = weekday === null ? null : weekdayNames[language][weekday] ?? null;
  if (day) c.set('day', day).flag('day');
  c.flag('parents', parts.includes('parents'));
  c.flag('card', parts.includes('card'));
  c.flag('trip', hasAnyKeyword(doc, tripWords) || parts.includes('transport'));
  const tips: string[] = [];
  for (const part of parts) {
    if (tips.length >= limit) break;
    if (coversPart(reading, part)) continue;
    // Third part: "back home" is a shop's tip (rent and footfall) only when the question is about opening something.
    if (part === 'hometown' && !ventureWords.test(question)) continue;
    const lines = partEntries[part].tip[language];
    if (c.usable(lines).length > 0) tips.push(c.line(lines));
  }
  return tips;
}

/** Inserts part tips at the end of a reading's first paragraph (before the lucky details and the closing). */
export function withPartTips(text: string, tips: readonly string[], language: ContentLanguage): string {
  if (tips.length === 0) return text;
  const [first = '', ...rest] = text.split('\n\n');
  const joiner = language === 'zh' ? '' : ' ';
  return [`${first}${joiner}${tips.join(joiner)}`, ...rest].join('\n\n');
}
