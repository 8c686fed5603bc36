/**
 * Sentences for the summarizer (issue 13, round 9): the shared split (text-segments.ts) corrected where a summary broke
 * on it. A visitor who writes in lower case ("…driving a cab. for years he baked…") got one sentence for the whole text,
 * since the segmenter only breaks before a capital; an initialism before a name ("The U.S. Army"), a Latin abbreviation
 * run into Chinese or Korean ("U.S.市场", "(Ph.D.)가") and a bare list number ("1.") were cut as sentences of their own.
 * Pure and linear in the text's length.
 */
import { splitSentences, type SentenceSpan } from './text-segments.ts';

/** Words whose full stop never ends a sentence before a lower-case word (times, Latin phrases, titles, units). */
const continuingWords = new Set([
  'a.m', 'p.m', 'am', 'pm', 'e.g', 'i.e', 'etc', 'vs', 'approx', 'cf', 'viz', 'a.k.a', 'mr', 'mrs', 'ms', 'dr', 'st', 'mt', 'ft', 'prof',
  'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'no', 'vol', 'fig', 'p', 'pp', 'ch', 'sec', 'min', 'max', 'est', 'dept', 'univ', 'ave', 'rd',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'v.v', 'tp', 'tt', 'q', 'ts', 'ths', 'gs', 'pgs',
  'bs', 'ks', 'u.s', 'u.k', 'e.u', 'u.n', 'ph.d', 'b.a', 'm.a', 'd.c',
]);

/** Where a sentence may end before a lower-case start: the full stop (or ! ?) and the spaces after it. */
const lowerBreak = /[.!?]+["”’')\]]*\s+(?=[\p{Ll}])/gu;

/** Openers of a new sentence after an initialism ("…in the U.S. The plan…"): the initialism ends the sentence there. */
const sentenceOpener = /^(?:The|A|An|It|Its|He|She|We|They|I|You|This|That|These|Those|There|But|And|So|Then|In|On|At|After|Before|When|If|As|Our|My|His|Her|Their|Some|Many|Most|No|Yes|Now|Today|Yesterday)\b/u;

/** The word the full stop at `end` closes (letters and inner full stops, lower case, without the final stop). */
function wordBefore(text: string, end: number): string {
  const match = /([\p{L}.]+)\.$/u.exec(text.slice(Math.max(0, end - 12), end + 1));
  return (match?.[1] ?? '').toLowerCase();
}

/** Cuts a span where a sentence ends before a lower-case start (not after an abbreviation or a single letter). */
function splitLowerStarts(span: SentenceSpan): SentenceSpan[] {
  const pieces: SentenceSpan[] = [];
  let from = 0;
  lowerBreak.lastIndex = 0;
  for (let match = lowerBreak.exec(span.text); match !== null; match = lowerBreak.exec(span.text)) {
    const stop = match.index;
    if (match[0].startsWith('.')) {
      const word = wordBefore(span.text, stop);
      // "3 a.m., just", "e.g. the hum", "U.S. officials", "x. y": an abbreviation or an initial goes on.
      if (word !== '' && (continuingWords.has(word) || [...word.replace(/\./gu, '')].length <= 1 || /\.\p{L}$/u.test(word))) continue;
    }
    const end = stop + match[0].trimEnd().length;
    const text = span.text.slice(from, end).trim();
    if ([...text].length >= 8) {
      pieces.push({ text, start: span.start + from, end: span.start + end });
      from = stop + match[0].length;
    }
  }
  const rest = span.text.slice(from).trim();
  if (pieces.length === 0) return [span];
  pieces.push({ text: rest, start: span.start + from, end: span.end });
  return pieces.filter((piece) => piece.text !== '');
}

/** Whether `span` and `next` are one sentence cut in two by the shared split. */
function joined(text: string, span: SentenceSpan, next: SentenceSpan): boolean {
  const between = text.slice(span.end, next.start);
  if (/[\n\r]/u.test(between)) return false;
  // A bare list number ("1.", "2)") belongs to the item after it.
  if (/^\p{Nd}{1,2}[.)]$/u.test(span.text)) return true;
  // A Latin abbreviation run into Chinese or Korean with no space ("U.S.市场", "(Ph.D.)가"): no sentence ends there.
  if (between === '' && /\p{L}\.[)）]?$/u.test(span.text) && /^[\p{Script=Han}\p{Script=Hangul}]/u.test(next.text)) return true;
  // An initialism before a name ("The U.S. Army"), unless the next words open a sentence ("…in the U.S. The plan…").
  return /(?:^|\s)(?:\p{Lu}\.){2,}$/u.test(span.text) && /^\p{Lu}/u.test(next.text) && !sentenceOpener.test(next.text);
}

/** The sentences of a text for a summary: the shared split, cut before lower-case starts and mended where it cut too soon. */
export function summarySentences(text: string, locale: string): SentenceSpan[] {
  const merged: SentenceSpan[] = [];
  for (const span of splitSentences(text, locale)) {
    const last = merged[merged.length - 1];
    if (last !== undefined && joined(text, last, span)) merged[merged.length - 1] = { text: text.slice(last.start, span.end), start: last.start, end: span.end };
    else merged.push(span);
  }
  return merged.flatMap(splitLowerStarts);
}
