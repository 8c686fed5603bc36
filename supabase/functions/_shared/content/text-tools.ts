/**
 * Small text helpers shared by the narrative generators: segmentation with Intl.Segmenter,
 * script detection, Korean particles, English articles, capitalisation and keyword matching.
 * Web standards only.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: ContentLanguage, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${language}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

/** Splits a text into trimmed, non-empty sentences with Intl.Segmenter. */
export function splitSentences(text: string, language: ContentLanguage): string[] {
  const out: string[] = [];
  for (const part of segmenter(language, 'sentence').segment(text)) {
    const sentence = part.segment.trim();
    if (sentence) out.push(sentence);
  }
  return out;
}

/** Splits a text into word-like segments (letters or digits) with Intl.Segmenter. */
export function splitWords(text: string, language: ContentLanguage): string[] {
  const out: string[] = [];
  for (const part of segmenter(language, 'word').segment(text)) {
    if (part.isWordLike) out.push(part.segment);
  }
  return out;
}

const hangul = /[\uac00-\ud7a3]/g;
const han = /[\u4e00-\u9fff]/g;
const vietnameseMarks = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹàáèéìíòóùúýõãĩũ]/gi;

/** Guesses the language of a text from its script: Hangul → ko, Han → zh, Vietnamese letters → vi, otherwise en. */
export function detectLanguage(text: string): ContentLanguage {
  const ko = text.match(hangul)?.length ?? 0;
  const zh = text.match(han)?.length ?? 0;
  if (ko > 0 && ko >= zh) return 'ko';
  if (zh > 0) return 'zh';
  if ((text.match(vietnameseMarks)?.length ?? 0) > 0) return 'vi';
  return 'en';
}

/** Lower-cases and NFC-normalises a text for keyword matching. */
export function normalizeForMatch(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

const letter = /[\p{L}\p{M}]/u;

/**
 * True when `needle` occurs in the normalised `haystack`. Needles in Latin script must sit on word
 * boundaries (so "sea" does not match "season"); Hangul and Han needles match anywhere.
 */
export function containsKeyword(haystack: string, needle: string): boolean {
  if (!/[a-zà-ỹđ]/i.test(needle.charAt(0))) return haystack.includes(needle);
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : haystack.charAt(at - 1);
    const after = haystack.charAt(at + needle.length);
    if (!letter.test(before) && !letter.test(after)) return true;
    from = at + 1;
  }
}

/** Keys of a lexicon whose keywords occur in the text, in the order of their first occurrence. */
export function matchLexicon<K extends string>(text: string, lexicon: Readonly<Record<K, readonly string[]>>): K[] {
  const haystack = normalizeForMatch(text);
  const hits: Array<{ key: K; at: number }> = [];
  for (const key of Object.keys(lexicon) as K[]) {
    let first = -1;
    for (const word of lexicon[key]) {
      if (!containsKeyword(haystack, word)) continue;
      const at = haystack.indexOf(word);
      if (first < 0 || at < first) first = at;
    }
    if (first >= 0) hits.push({ key, at: first });
  }
  return hits.sort((a, b) => a.at - b.at).map((hit) => hit.key);
}

// ---------------------------------------------------------------- Korean particles

const particlePairs: ReadonlyArray<readonly [string, string]> = [
  ['은', '는'], ['이', '가'], ['을', '를'], ['과', '와'], ['으로', '로'], ['아', '야'], ['이랑', '랑'],
  ['이나', '나'], ['이야', '야'], ['이에요', '예요'], ['이라고', '라고'], ['이라는', '라는'], ['이라', '라'],
  ['이었다', '였다'], ['이여', '여'], ['이지', '지'], ['이야말로', '야말로'], ['이든', '든'],
];

/** The Korean particle names a template may use after a slot, e.g. `{name:이}`. */
export const koreanParticles: ReadonlySet<string> = new Set([...particlePairs.flat(), '의', '에', '에게', '에서', '도', '만', '한테', '까지', '부터', '보다', '처럼', '하고', '씨']);

const latinFinals = /[lmnkpbtdg]$/i;
const digitFinals = new Set(['0', '1', '3', '6', '7', '8']);

/** Whether the last sound of a word has a final consonant (받침); `rieul` tells whether that consonant is ㄹ. */
export function finalConsonant(word: string): { has: boolean; rieul: boolean } {
  const trimmed = word.replace(/[\s)"'’”」』\]]+$/u, '');
  const last = trimmed.charAt(trimmed.length - 1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return { has: jong !== 0, rieul: jong === 8 };
  }
  if (/\d/.test(last)) return { has: digitFinals.has(last), rieul: last === '1' || last === '7' || last === '8' };
  if (/[a-z]/i.test(last)) return { has: latinFinals.test(last), rieul: /l$/i.test(last) };
  return { has: false, rieul: false };
}

const pronounForms: Readonly<Record<string, string>> = { '나이': '내가', '너이': '네가', '저이': '제가', '나의': '내', '너의': '네', '저의': '제' };

/** Attaches a Korean particle to a word, choosing the form after a final consonant or a vowel (민지 + 이 → 민지가). */
export function attachParticle(word: string, particle: string): string {
  const pair = particlePairs.find(([a, b]) => a === particle || b === particle);
  if (!pair) return word + particle;
  const pronoun = pronounForms[word + pair[0]];
  if (pronoun) return pronoun;
  const { has, rieul } = finalConsonant(word);
  if (pair[0] === '으로') return word + (has && !rieul ? '으로' : '로');
  return word + (has ? pair[0] : pair[1]);
}

// ---------------------------------------------------------------- English and casing

/** Prefixes an English noun phrase with "a" or "an". */
export function withArticle(phrase: string): string {
  const lower = phrase.toLowerCase();
  const vowelSound = /^(?:[aeio]|u(?!ni|se|su|ro|ku)|hour|honest|heir)/.test(lower) && !/^(?:one|once|eu)/.test(lower);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/** Upper-cases the first letter of a text. */
export function capitalizeFirst(text: string): string {
  const at = text.search(/\p{L}/u);
  if (at < 0) return text;
  return text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1);
}

/** Lower-cases the first letter of a text unless it starts with "I" as a word or a capitalised name-like word. */
export function lowerFirst(text: string): string {
  if (/^I\b/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Upper-cases the first letter of every sentence (for Latin-script languages); a dialogue tag after a closing quote stays lower-case. */
export function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?…]\s+|\n\s*)(["“‘(*]?)(\p{Ll})/gu, (_all, lead: string, quote: string, first: string) => lead + quote + first.toUpperCase());
}

/** Tidies spacing after template expansion: single spaces, no space before punctuation, none inside CJK runs. */
export function tidySpacing(text: string, language: ContentLanguage): string {
  let out = text.replace(/[ \t]{2,}/g, ' ').replace(/ +\n/g, '\n').replace(/\n +/g, '\n');
  if (language === 'en' || language === 'vi') out = out.replace(/ +([,.;:!?…])/g, '$1');
  if (language === 'zh') out = out.replace(/([\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]) +(?=[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])/g, '$1');
  if (language === 'ko') out = out.replace(/ +([,.!?…])/g, '$1');
  return out.trim();
}

/** Cuts a text to at most `max` characters on a word boundary, adding an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?。，！？、]+$/u, '')}…`;
}
