/**
 * Small text helpers shared by the narrative generators: keyword matching, English articles, capitalisation,
 * spacing and clipping. Sentences and language guessing live in text-segments.ts, Korean particles in
 * korean-particles.ts. Web standards only.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

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

/** Upper-cases a text's first character when it is a lower-case letter (a leading quote or digit leaves it as it is). */
export function capitalizeLeading(text: string): string {
  return text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
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
