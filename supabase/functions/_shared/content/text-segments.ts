/**
 * The one place that cuts text into sentences and guesses its language, for the summarizer, the story's
 * language check, the name finder and the content tests. Sentence and word breaks come from Intl.Segmenter; on top of
 * it, a full stop after a known abbreviation does not end a sentence (ICU's own suppressions are off in Intl).
 * Web standards only.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** One sentence as an exact slice of the input. */
export interface SentenceSpan {
  /** The sentence text, trimmed (equal to input.slice(start, end)). */
  text: string;
  /** Start offset in the input (UTF-16 code units). */
  start: number;
  /** End offset in the input, exclusive. */
  end: number;
}

/** The language of a text guessed from its script: the segmenter locale and, when it is one of ours, the language. */
export interface TextLanguage {
  /** BCP 47 locale passed to Intl.Segmenter. */
  locale: string;
  /** The content language whose rules apply, or null when the text is in another language (e.g. Japanese). */
  language: ContentLanguage | null;
}

const vietnameseLetters = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu;

/**
 * Guesses the language of a text from the characters it uses: Hangul → ko, kana → ja (not ours), Han → zh, Latin
 * with at least 4 % Vietnamese letters → vi, other Latin → en. The first 4 000 characters decide.
 */
export function detectTextLanguage(text: string): TextLanguage {
  const sample = text.length > 4000 ? text.slice(0, 4000) : text;
  const count = (pattern: RegExp): number => sample.match(pattern)?.length ?? 0;
  const hangul = count(/\p{Script=Hangul}/gu);
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = count(/\p{Script=Han}/gu);
  const latin = count(/\p{Script=Latin}/gu);
  const letters = count(/\p{L}/gu);
  if (letters === 0) return { locale: 'en', language: 'en' };
  if (hangul >= Math.max(han, kana, latin * 0.3)) return { locale: 'ko', language: 'ko' };
  if (kana > 0 && kana + han >= latin) return { locale: 'ja', language: null };
  if (han >= latin * 0.3) return { locale: 'zh', language: 'zh' };
  if (latin >= letters * 0.5) {
    return count(vietnameseLetters) >= latin * 0.04 ? { locale: 'vi', language: 'vi' } : { locale: 'en', language: 'en' };
  }
  return { locale: 'und', language: null };
}

/** The content language of a text (see detectTextLanguage); texts in none of ours count as English. */
export function detectLanguage(text: string): ContentLanguage {
  return detectTextLanguage(text).language ?? 'en';
}

const segmenters = new Map<string, Intl.Segmenter>();

/** A cached Intl.Segmenter for a locale and granularity. */
export function segmenterFor(locale: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${locale}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

let lastBoundsText = '';
let lastBounds: ReadonlySet<number> = new Set<number>();

/** Offsets where a word of a Chinese text starts, plus its end (the last text's result is kept: readers ask often). */
export function chineseWordBounds(text: string): ReadonlySet<number> {
  if (text === lastBoundsText) return lastBounds;
  const bounds = new Set<number>([text.length]);
  for (const segment of segmenterFor('zh', 'word').segment(text)) bounds.add(segment.index);
  lastBoundsText = text;
  lastBounds = bounds;
  return bounds;
}

/** Longest chunk handed to Intl.Segmenter at once (characters); long runs are cut at sentence punctuation first. */
const chunkLimit = 500;
const softBoundary = /[.!?…][”"’')\]]*\s+|[。！？][”’」』）)]*\s*/gu;

/** Cuts a text into chunks of at most 500 characters at line breaks and, inside long paragraphs, at sentence punctuation. */
export function textChunks(text: string): Array<{ start: number; end: number }> {
  const chunks: Array<{ start: number; end: number }> = [];
  const paragraph = /[^\n\r]+/gu;
  for (let match = paragraph.exec(text); match; match = paragraph.exec(text)) {
    let start = match.index;
    const end = match.index + match[0].length;
    while (end - start > chunkLimit) {
      const window = text.slice(start, start + chunkLimit);
      let cut = 0;
      softBoundary.lastIndex = 0;
      for (let hit = softBoundary.exec(window); hit; hit = softBoundary.exec(window)) {
        if (hit.index + hit[0].length < window.length) cut = hit.index + hit[0].length;
      }
      if (cut === 0) cut = Math.max(window.lastIndexOf(' ') + 1, 0);
      if (cut === 0) cut = chunkLimit;
      chunks.push({ start, end: start + cut });
      start += cut;
    }
    chunks.push({ start, end });
  }
  return chunks;
}

/** Titles written before a name, in any Latin-script text: the full stop after them never ends a sentence. */
const titles = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'st', 'mt', 'ft', 'prof', 'sr', 'jr', 'gen', 'col', 'capt', 'lt', 'sgt', 'rev', 'hon', 'gov', 'sen', 'pres']);
/** Vietnamese abbreviations (Thành phố, Thị trấn, Quận, Phường, Tiến sĩ, Thạc sĩ, Giáo sư, Phó giáo sư, Bác sĩ, Kỹ sư). */
const vietnameseTitles = new Set(['tp', 'tt', 'q', 'p', 'ts', 'ths', 'gs', 'pgs', 'bs', 'ks']);
/** Latin phrases that always continue the sentence (e.g., i.e., cf., vs.). */
const continuing = new Set(['e.g', 'i.e', 'a.k.a', 'cf', 'vs', 'viz', 'approx']);
/** Abbreviations that continue the sentence only before a number, written with a capital (No. 5, Vol. 2, Jan. 12) or as p./pp. */
const beforeNumber = new Set(['no', 'nos', 'vol', 'fig', 'p', 'pp', 'ch', 'sec', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);

/**
 * Whether the full stop that ends `sentence` belongs to an abbreviation, so the sentence goes on with `next`:
 * a title before a capital (Mr. Kim, Dr. Lee, St. Paul; in Vietnamese also TP. Hồ Chí Minh, Q. 1), e.g./i.e./vs.
 * before anything, and No./Vol./Fig./month names/p. before a number.
 */
function endsInAbbreviation(sentence: string, next: string, locale: string): boolean {
  const token = /(?:^|[\s("“‘'[])([\p{L}.]+)\.$/u.exec(sentence)?.[1];
  if (!token) return false;
  const lower = token.toLowerCase();
  const nextStart = next.charAt(0);
  const capitalised = /^\p{Lu}/u.test(token);
  if (continuing.has(lower)) return true;
  if (/\d/u.test(nextStart) && beforeNumber.has(lower) && (capitalised || lower === 'p' || lower === 'pp')) return true;
  const nextCapitalOrDigit = /[\p{Lu}\d]/u.test(nextStart);
  if (capitalised && nextCapitalOrDigit && titles.has(lower)) return true;
  return locale === 'vi' && capitalised && nextCapitalOrDigit && vietnameseTitles.has(lower);
}

const hasWordCharacter = /[\p{L}\p{N}]/u;

/**
 * Splits a text into sentences; each sentence is an exact, trimmed slice of the text. Breaks come from Intl.Segmenter
 * (line breaks, . ! ? … and the CJK 。！？), decimals such as 3.5 stay whole, a full stop after an abbreviation
 * (see endsInAbbreviation) does not end a sentence, and pieces without a letter or digit are dropped.
 */
export function splitSentences(text: string, locale: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const sentences = segmenterFor(locale, 'sentence');
  for (const chunk of textChunks(text)) {
    const piece = text.slice(chunk.start, chunk.end);
    for (const part of sentences.segment(piece)) {
      const raw = part.segment;
      const lead = raw.length - raw.trimStart().length;
      const trimmed = raw.trim();
      if (!hasWordCharacter.test(trimmed)) continue;
      const start = chunk.start + part.index + lead;
      const span = { text: trimmed, start, end: start + trimmed.length };
      const last = spans[spans.length - 1];
      const sameLine = last !== undefined && !/[\n\r]/u.test(text.slice(last.end, start));
      if (last && sameLine && endsInAbbreviation(last.text, trimmed, locale)) {
        spans[spans.length - 1] = { text: text.slice(last.start, span.end), start: last.start, end: span.end };
      } else {
        spans.push(span);
      }
    }
  }
  return spans;
}

/** The sentences of a text as strings (see splitSentences). */
export function sentenceTexts(text: string, locale: string): string[] {
  return splitSentences(text, locale).map((span) => span.text);
}
