/**
 * Clause tools for the summary styles: a chosen sentence made to stand alone (no filler opener, no connective that
 * leans on a dropped sentence), trimmed of side remarks, and cut into short lines (beats, bars) for the meme and
 * hip-hop styles. Web standards only.
 */
import { summaryCues } from './data/summarize/cues.ts';
import { splitForChild } from './summarize-rewrite.ts';
import { withoutReportingFrame } from './summarize-frames.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { capitalizeLeading } from './text-tools.ts';

const latin = (language: ContentLanguage): boolean => language === 'en' || language === 'vi';

/** Upper-cases the first letter of a Latin-script sentence. */
function capital(text: string, language: ContentLanguage): string {
  return latin(language) ? capitalizeLeading(text) : text;
}

/** Side remarks a line can lose: English non-restrictive relative clauses (", who hates attention,"). */
function withoutAsides(sentence: string, language: ContentLanguage): string {
  if (language !== 'en') return sentence;
  // A comma or a point between digits ("$5,000", "2.5") is part of a number, not the end of the aside (round 9b:
  // "…with a $5,000 loan" left "000 loan" behind). After an opening phrase ("After 41 years …, which …,") the comma stays.
  const opening = /^(?:After|Before|Following|Despite|Since|With|Amid|During|For|In|On|At|When|While|As)\b[^,]*$/u;
  return sentence
    .replace(/,\s+(?:who|which)\s+(?:[^,.;!?]|(?<=\d)[,.](?=\d))+,\s*/gu, (_found, at: number) => (opening.test(sentence.slice(0, at)) ? ', ' : ' '))
    .replace(/,\s+which\s+(?:[^,;]|(?<=\d),(?=\d))+?(?=[.!?]$)/u, '')
    .replace(/\s{2,}/gu, ' ');
}

/** A greeting that opens a notice ("各位家长好：", "Hi team,", "Kính gửi quý phụ huynh,", "안녕하세요,"): a summary drops it (round 6). */
const greeting: Record<ContentLanguage, RegExp> = {
  en: /^(?:Hi|Hello|Hey|Dear)(?: [\p{L}’' ]{1,24})?[,:!]\s+(?=\p{L})/u,
  vi: /^(?:Kính gửi|Kính chào|Chào|Xin chào)(?: [\p{L}\p{M} ]{1,30})?[,:!]\s+(?=\p{L})/u,
  ko: /^(?:안녕하세요|여러분 안녕하세요|[가-힣 ]{1,12} 여러분)[,!.]?\s+(?=\p{L})/u,
  zh: /^(?:各位|亲爱的|尊敬的)[\p{Script=Han}]{0,8}(?:好|们好|们)?[：:，,！!]/u,
};

/**
 * A sentence that stands on its own in a summary: a filler opener ("Okay so", "So yeah,") and a leading connective
 * ("However,", "Ngoài ra,", "하지만", "另外，") removed, the first letter upper-cased again.
 */
export function standAlone(sentence: string, language: ContentLanguage): string {
  const cues = summaryCues[language];
  // A list item keeps its words, not its bullet ("- buy milk", "• 회비 인상", round 9).
  const bare = sentence.trim().replace(/^(?:[-*•·–]|\p{Nd}{1,2}[.)])\s+(?=\S)/u, '').replace(greeting[language], '').replace(cues.leadingConnective, '');
  return bare.length >= 4 ? capital(bare, language) : sentence.trim();
}

/** A point for a list: the sentence standing alone and without side remarks. */
export function pointOf(sentence: string, language: ContentLanguage): string {
  return standAlone(withoutAsides(sentence, language), language);
}

/** Longest line for a beat or a bar: words (en, vi) or characters (ko, zh). */
const lineLimit: Record<ContentLanguage, number> = { en: 14, vi: 16, ko: 24, zh: 18 };

/** Quoted speech of a few words or more. */
const quoted = /["“「『][^"”」』]{6,}["”」』]/u;

/** Drops the final full stop of a line (memes and bars do not end in one). */
function unstopped(line: string): string {
  return line.replace(/[.。]+$/u, '').trim();
}

/**
 * Short lines from the chosen sentences: each sentence standing alone, without side remarks, cut at clause boundaries
 * into lines of at most a bar's length, without the final full stop.
 */
export function linesOf(sentences: readonly string[], language: ContentLanguage): string[] {
  return sentences
    // A sentence that quotes someone is one line: the setup and the words said are the joke together (round 9b: "he stood up"
    // was kept and "well, it helps if you turn it on, mate" cut).
    .flatMap((sentence) => (quoted.test(sentence) && [...sentence].length <= 200 ? [pointOf(sentence, language)] : splitForChild(pointOf(withoutReportingFrame(sentence, language), language), language, 0, lineLimit[language])))
    .map((line) => unstopped(standAlone(line, language)))
    .filter((line) => /\p{L}/u.test(line));
}

/** Sentence openers that are plain words, not names: a meme caption writes them in lower case. */
const plainOpener: Partial<Record<ContentLanguage, RegExp>> = {
  en: /^(?:The|A|An|My|We|Our|They|Their|He|She|His|Her|It|Its|This|That|These|Every|Everyone|By|Some|Many|Most|Then|When|After|Before|Nobody|Someone|You|Your|People|Students|Residents|Supporters|Opponents|Critics)\b/u,
  vi: /^(?:Mình|Tôi|Chúng|Nhiều|Cô|Thầy|Ai|Một|Các|Những|Hôm|Cuối|Sau|Khi|Người|Họ|Ông|Bà|Anh|Chị|Em)(?![\p{L}\p{M}])/u,
};

/** Meme voice for a line: a lower-case start when it opens with a plain word (the casual register of a caption). */
export function memeVoice(line: string, language: ContentLanguage): string {
  if (!plainOpener[language]?.test(line)) return line;
  return line.charAt(0).toLowerCase() + line.slice(1);
}
