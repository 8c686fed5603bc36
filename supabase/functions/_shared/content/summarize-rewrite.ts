/**
 * Rewrites that make a summary style a real transformation of the extracted sentences rather than a frame around
 * them: a complete news headline, short plain sentences for a child, and hashtags made of key terms and whole names.
 * Web standards only.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

const cjk = (language: ContentLanguage): boolean => language === 'zh';

/** Removes what a headline leaves out: the final full stop, a leading "The", weekdays and "yesterday" (English). */
function compressHeadline(sentence: string, language: ContentLanguage): string {
  let text = sentence.replace(/[.。!！?？…]+$/u, '').trim();
  if (language === 'en') {
    text = text
      .replace(/^The\s+/u, '')
      .replace(/\s+(?:on\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+(?:morning|afternoon|evening|night))?\b/gu, '')
      .replace(/\s+(?:yesterday|today|this week|last week)\b/giu, '');
    text = text.charAt(0).toUpperCase() + text.slice(1);
  }
  if (language === 'zh') text = text.replace(/^(.{2,12}?)\d{1,2}日/u, '$1');
  if (language === 'ko') text = text.replace(/\s*\d{1,2}일\s*/u, ' ');
  return text.replace(/\s{2,}/gu, ' ').trim();
}

/** Clause boundaries a headline may end at, per language. */
const clauseEnd: Record<ContentLanguage, RegExp> = {
  en: /,\s|;\s|\s[—–-]\s/gu,
  vi: /,\s|;\s|\s[—–-]\s/gu,
  ko: /,\s|;\s/gu,
  zh: /[，；：]/gu,
};

/** Length of a text in characters (code points). */
const length = (text: string): number => [...text].length;

/**
 * A complete headline from the summary: the top sentence compressed when it fits `limit`; else its longest clause
 * prefix that fits (at least half the limit); else the shortest chosen sentence that fits; else the first clause;
 * only when nothing fits, a cut at a word boundary with an ellipsis.
 */
export function completeHeadline(sentences: readonly string[], topIndex: number, limit: number, language: ContentLanguage): string {
  const top = compressHeadline(sentences[topIndex] ?? sentences[0] ?? '', language);
  if (length(top) <= limit) return top;
  const ends = [...top.matchAll(clauseEnd[language])].map((match) => match.index ?? 0);
  const fitting = ends.filter((at) => length(top.slice(0, at)) <= limit);
  const longest = fitting[fitting.length - 1];
  if (longest !== undefined && length(top.slice(0, longest)) >= limit * 0.5) return top.slice(0, longest).trim();
  const other = sentences.map((sentence) => compressHeadline(sentence, language)).filter((sentence) => length(sentence) <= limit && length(sentence) >= limit * 0.3).sort((a, b) => length(a) - length(b))[0];
  if (other !== undefined) return other;
  const first = ends[0];
  if (first !== undefined && length(top.slice(0, first)) >= limit * 0.25 && length(top.slice(0, first)) <= limit) return top.slice(0, first).trim();
  const head = [...top].slice(0, limit).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > limit * 0.5 ? head.slice(0, space) : head).trim()}…`;
}

/** Plain words for an English explanation to a child (whole words, lower case; the first letter's case is kept). */
const plainEnglish: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bapproximately\b/giu, 'about'], [/\bconsolidates?\b/giu, 'saves'], [/\bconsolidated\b/giu, 'saved'], [/\bwas associated with\b/giu, 'went with'],
  [/\bis associated with\b/giu, 'goes with'], [/\bassociated with\b/giu, 'linked to'], [/\brecommends?\b/giu, 'says'], [/\brecommended\b/giu, 'said'],
  [/\butili[sz]e[sd]?\b/giu, 'use'], [/\bsubsequently\b/giu, 'later'], [/\bnevertheless\b/giu, 'still'], [/\bhowever,?\s*/giu, 'but '],
  [/\bin order to\b/giu, 'to'], [/\bdemonstrated?\b/giu, 'showed'], [/\bindividuals\b/giu, 'people'], [/\bpurchase[sd]?\b/giu, 'buy'],
  [/\bsufficient\b/giu, 'enough'], [/\bcommence[sd]?\b/giu, 'start'], [/\bregulators\b/giu, 'rule makers'], [/\bexpenditure\b/giu, 'spending'],
  [/\bsecondary schools\b/giu, 'schools'], [/\blong-term storage\b/giu, 'long-term memory'], [/\bresidents\b/giu, 'people who live there'],
];

/** Where a long sentence may be split into two for a child, per language; group 1 or 2 holds a conjunction to keep. */
const splitPoints: Record<ContentLanguage, RegExp> = {
  en: /[,;]\s+(?:(and|but|so|while|which|where)\s+)?|\s(because|so that|to (?:study|learn|find out|see|test|check|measure) (?:how|whether|if|why|what))\s+/u,
  vi: /[,;]\s+(?:(và|nhưng|nên)\s+)?/u,
  ko: /(하고|했고|이고|으며|하며|지만|는데|면서),?\s+/u,
  zh: /[，；]/u,
};

/** Longest sentence for a child: words (en, vi) or characters (ko, zh). */
const childLimit: Record<ContentLanguage, number> = { en: 12, vi: 16, ko: 30, zh: 20 };

function sentenceSize(sentence: string, language: ContentLanguage): number {
  return language === 'en' || language === 'vi' ? sentence.split(/\s+/u).length : length(sentence.replace(/\s/gu, ''));
}

/** Korean connective endings turned into sentence endings. */
const koreanClosings: ReadonlyArray<readonly [RegExp, string]> = [[/(?:하고|했고)$/u, '했다'], [/이고$/u, '이다'], [/(?:으며|하며)$/u, '한다'], [/(?:지만|는데|면서)$/u, '다']];

/** Ends a clause as a sentence in the language's way. */
function closeSentence(clause: string, language: ContentLanguage): string {
  let bare = clause.trim().replace(/[,，;；:：]+$/u, '');
  if (/[.!?。！？]$/u.test(bare)) return bare;
  if (language === 'ko') for (const [ending, closing] of koreanClosings) bare = bare.replace(ending, closing);
  return `${bare}${cjk(language) ? '。' : '.'}`;
}

/** English conjunctions that open a split-off sentence, as a child would say them. */
const englishOpeners: Readonly<Record<string, string>> = { and: '', while: '', where: '', which: 'It ', but: 'But ', so: 'So ', because: 'That is because ', 'so that': 'So ' };

/** Verbs that introduce what was said or found: a clause ending in one cannot stand alone ("The team found."). */
const reportingEnd = /(?:said|says|found|showed|announced|reported|noted|发现|表示|认为|说|指出|显示|宣布|称|cho biết|cho rằng|nói|khẳng định|밝혔다|말했다)$/u;

/** Starts a split-off clause as a sentence. */
function openSentence(clause: string, conjunction: string, language: ContentLanguage): string {
  let text = clause.trim();
  if (language === 'en') text = /^to /iu.test(conjunction) ? `They wanted ${conjunction} ${text}` : `${englishOpeners[conjunction.toLowerCase()] ?? ''}${text}`;
  if (language === 'vi' && conjunction !== '' && conjunction !== 'và') text = `${conjunction} ${text}`;
  return language === 'en' || language === 'vi' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Splits one sentence into short sentences at its clause boundaries while it is longer than a child's limit. */
/** A clause that opens with one of these cannot stand alone ("Without the algae."): no bare-comma split after it. */
const introductoryStart: Partial<Record<ContentLanguage, RegExp>> = {
  en: /^(?:without|with|in|on|at|after|before|when|if|although|though|because|since|as|during|for|by|while|despite|once|unlike|like|until|under|over)\b/iu,
  vi: /^(?:nếu|khi|với|trong|sau|trước|vì|dù|để|tuy|mặc dù|theo|từ)\b/iu,
};

/** The first point where a sentence can be cut into two that stand alone (not inside a list, not after an opener). */
function splitPoint(sentence: string, language: ContentLanguage): RegExpExecArray | null {
  const pattern = new RegExp(splitPoints[language].source, 'gu');
  for (let match = pattern.exec(sentence); match !== null; match = pattern.exec(sentence)) {
    const bareComma = (language === 'en' || language === 'vi') && match[1] === undefined && match[2] === undefined;
    if (!bareComma) return match;
    const head = sentence.slice(0, match.index).trim();
    const rest = sentence.slice(match.index + match[0].length);
    // "in 2016, 2017, 2020 and 2024" is a list; "Without the algae, the coral…" needs its opener.
    if (/^\p{N}/u.test(rest) || /\p{N}$/u.test(head) || introductoryStart[language]?.test(head)) continue;
    return match;
  }
  return null;
}

function splitForChild(sentence: string, language: ContentLanguage, depth = 0): string[] {
  if (depth > 3 || sentenceSize(sentence, language) <= childLimit[language]) return [sentence];
  const match = splitPoint(sentence, language);
  if (!match) return [sentence];
  const head = language === 'ko' ? sentence.slice(0, match.index + (match[1] ?? '').length) : sentence.slice(0, match.index);
  const rest = sentence.slice(match.index + match[0].length);
  if (sentenceSize(head, language) < 3 || sentenceSize(rest, language) < 3 || reportingEnd.test(head.trim())) return [sentence];
  const conjunction = language === 'ko' ? '' : (match[1] ?? match[2] ?? '');
  return [closeSentence(head, language), ...splitForChild(openSentence(rest, conjunction, language), language, depth + 1)];
}

/** Rewrites sentences for a child: plain words (English) and long sentences split into short ones. */
export function simplifyForChild(sentences: readonly string[], language: ContentLanguage): string[] {
  return sentences.flatMap((sentence) => {
    let text = sentence;
    if (language === 'en') {
      for (const [pattern, plain] of plainEnglish) {
        text = text.replace(pattern, (found) => (/^\p{Lu}/u.test(found) ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain));
      }
    }
    return splitForChild(text, language);
  });
}

/** Capitalised multi-word names in Latin-script text ("Lumen Books", "Harbor Avenue", "Huỳnh Như"). */
function latinNames(text: string): string[] {
  const names = text.match(/\p{Lu}[\p{Ll}’']+(?:\s+\p{Lu}[\p{Ll}’']+)+/gu) ?? [];
  const lead = /^(?:The|A|An|In|On|At|With|Mayor|Owner|Coach|Assistant|President|Dr|Professor|Ông|Bà|Chị|Anh|Chủ|Quán|Đội)\s+/u;
  const stripped = names.map((name) => {
    let text = name;
    while (lead.test(text) && text.split(/\s+/u).length > 2) text = text.replace(lead, '');
    return text;
  });
  return stripped.filter((name) => !lead.test(name));
}

/** Keywords that make poor hashtags: Korean dependent nouns with a particle (씨는, 등의), Chinese function words. */
const weakTerms = /^(?:씨|등|것|수|때|중)\p{Script=Hangul}?$|^(?:以来|表示|认为|进行|通过|已经|目前|其中|如果|因为|所以|可以|他们|我们)$/u;

/** Hashtags from key terms: whole names first (CamelCase in Latin scripts), then keywords that are not a piece of a name. */
export function keyTermHashtags(text: string, keywords: readonly string[], language: ContentLanguage, count = 4): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (raw: string): void => {
    const tag = `#${raw.replace(/[\s\p{P}\p{S}]+/gu, '')}`;
    const key = tag.toLowerCase();
    if ([...tag].length <= 2 || seen.has(key) || tags.length >= count) return;
    seen.add(key);
    tags.push(tag);
  };
  const names = language === 'en' || language === 'vi' ? latinNames(text) : [];
  const nameParts = new Set(names.flatMap((name) => name.toLowerCase().split(/\s+/u)));
  for (const name of names.slice(0, 2)) add(name.split(/\s+/u).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(''));
  for (const keyword of keywords) {
    if (weakTerms.test(keyword)) continue;
    const words = keyword.toLowerCase().split(/\s+/u);
    if (words.some((word) => nameParts.has(word))) continue;
    if (language !== 'zh' && [...keyword.replace(/\s/gu, '')].length < (language === 'en' ? 4 : 2)) continue;
    add(language === 'en' || language === 'vi' ? keyword.toLowerCase() : keyword);
  }
  return tags;
}
