/**
 * The psychologist's reflection (eighth round, class HISTORY): when the visitor answers an earlier question ("what
 * happens in those mornings?") with several concrete things at once ("my husband leaves at 6, we're always late, the
 * little one won't put her shoes on"), the reply gives those things back in the visitor's own words, person-swapped
 * (my → your, 我 → 你, em → bạn), and asks which one to lighten first, instead of a stock tip that ignores them.
 * Korean clauses end in connective endings ("힘들고") that cannot be given back whole, so Korean is left to the other paths.
 */
import type { ChatMessage, ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { stressorLines, type StressorLanguage } from './data/persona/stressor-lines.ts';

/** Clause separators per language (commas, "and", 还/又, còn/và). */
const separators: Readonly<Record<StressorLanguage, RegExp>> = {
  en: /\s*(?:[,;.!?]+\s*(?:and\s+|but\s+|plus\s+)?|\s+and\s+(?=(?:I|my|we|our|the|he|she|they|it|there)\b))\s*/u,
  zh: /[，,；;。！!？?、]+|(?<=.)(?:而且|还有|然后)/u,
  vi: /\s*[,;.!?]+\s*|\s+(?:và|còn|rồi|với lại)\s+(?=(?:em|tôi|mình|tớ|anh|chị|sếp|bạn|mẹ|bố|người|cái|con)\b)/u,
};

/** Leading fillers that are not part of the thing said. */
const leadingFillers: Readonly<Record<StressorLanguage, RegExp>> = {
  en: /^(?:and|but|also|plus|mostly|well|so|honestly|basically|like)\s+/iu,
  zh: /^(?:还|又|也|而且|然后|就是|主要是|其实)/u,
  vi: /^(?:và|còn|rồi|thì|với lại|chủ yếu là|tại vì|vì)\s+/iu,
};

/** First-person words and their second-person forms. */
const personSwaps: Readonly<Record<StressorLanguage, ReadonlyArray<readonly [RegExp, string]>>> = {
  en: [
    [/\bI'm\b|\bI’m\b|\bI am\b/gu, 'you’re'], [/\bwe're\b|\bwe’re\b|\bwe are\b/giu, 'you’re'], [/\bI've\b|\bI’ve\b/gu, 'you’ve'],
    [/\bI\b/gu, 'you'], [/\bmy\b/giu, 'your'], [/\bour\b/giu, 'your'], [/\bmyself\b/giu, 'yourself'], [/\bme\b/giu, 'you'], [/\bwe\b/giu, 'you'], [/\bus\b/giu, 'you'],
  ],
  zh: [[/我们/gu, '你们'], [/我/gu, '你']],
  vi: [[/(?<![\p{L}])(?:tôi|mình|tớ|tao|em)(?![\p{L}])/giu, 'bạn']],
};

/** A clause worth giving back: a few words, no question, no digits-only scrap. */
function usable(clause: string, language: StressorLanguage): boolean {
  if (/[?？]/u.test(clause)) return false;
  if (language === 'zh') return clause.length >= 4 && clause.length <= 22;
  const words = clause.split(/\s+/u).length;
  return words >= 3 && words <= 14;
}

/**
 * The things the visitor listed in a reply to the psychologist's question, person-swapped, or null: it needs an earlier
 * assistant turn that asked something, and two to four usable clauses in the last message.
 */
export function readStressors(messages: readonly ChatMessage[], language: ContentLanguage): string[] | null {
  if (language === 'ko' || messages.length < 3) return null;
  const before = messages[messages.length - 2];
  const last = messages[messages.length - 1];
  if (before?.role !== 'assistant' || !/[?？]/u.test(before.content) || last?.role !== 'user') return null;
  const clauses = last.content
    .split(separators[language])
    .map((clause) => clause.trim().replace(leadingFillers[language], '').trim())
    .filter((clause) => clause.length > 0);
  if (clauses.length < 2 || clauses.length > 4 || !clauses.every((clause) => usable(clause, language))) return null;
  return clauses.map((clause) => personSwaps[language].reduce((text, [pattern, to]) => text.replace(pattern, to), clause));
}

/** Writes the reflection: the things given back, why it wears on them, and which one to lighten first. */
export function writeStressorReply(stressors: readonly string[], c: PhraseComposer): string[] {
  const { language } = c;
  if (language === 'ko') return [];
  const lines = stressorLines[language];
  const listed = language === 'zh'
    ? stressors.join('，')
    : `${stressors.slice(0, -1).join(', ')}${language === 'en' ? (stressors.length > 2 ? ', and ' : ' and ') : ' và '}${stressors[stressors.length - 1] ?? ''}`;
  c.setAll({ things: listed, n: lines.counts[stressors.length] ?? String(stressors.length) });
  return [c.line(lines.reflect), c.line(lines.weight), c.line(lines.ask)];
}
