/**
 * Plain words for a child's summary (issue 13, round 9b): the terms of data/summarize/glossary.ts replaced by everyday
 * words or, when the term itself matters ("lưu huỳnh đioxit", "석면"), kept and explained once in brackets. Numbers and
 * names are never touched. Pure string work over a few short sentences.
 */
import { childGlossary } from './data/summarize/glossary.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

/** Keeps the first letter's case of the word it replaces ("Renovation" → "Fixing up"). */
function cased(found: string, plain: string): string {
  return /^\p{Lu}/u.test(found) && /^\p{Ll}/u.test(plain) ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain;
}

/** Whether a sentence opens by saying what `term` is ("Asbestos is…", "Amiăng là…", "석면은…", "石棉是…"). */
function definesTerm(sentence: string, term: string, language: ContentLanguage): boolean {
  const start = sentence.trim();
  if (!start.toLowerCase().startsWith(term.toLowerCase())) return false;
  const rest = start.slice(term.length);
  return language === 'en' ? /^\s+(?:is|are|was|were)\b/u.test(rest) : language === 'vi' ? /^\s+là(?![\p{L}\p{M}])/u.test(rest) : language === 'ko' ? /^[은는]\s/u.test(rest) : /^(?:是|指)/u.test(rest);
}

/** The sentences in plain words: each term replaced, each glossed term explained at its first occurrence only. */
export function plainTerms(sentences: readonly string[], language: ContentLanguage): string[] {
  const glossed = new Set<RegExp>();
  const bracket = language === 'zh' ? (text: string) => `（${text}）` : language === 'ko' ? (text: string) => `(${text})` : (text: string) => ` (${text})`;
  return sentences.map((sentence) => {
    let text = sentence;
    for (const entry of childGlossary[language]) {
      const { term, plain, gloss } = entry;
      // "$1" in a plain form stands for the term's first group ("对昆虫的吸引力更小" → "不那么吸引昆虫").
      if (plain !== undefined) text = text.replace(term, (found: string, group: unknown) => cased(found, plain.replace('$1', typeof group === 'string' ? group : '')));
      else if (gloss !== undefined && !glossed.has(term)) {
        const single = new RegExp(term.source, term.flags.replace('g', ''));
        const match = single.exec(text);
        if (match === null) continue;
        // A text that explains the term itself ("석면은 과거 건축 자재로…", "Asbestos is…") needs no bracket.
        if (sentences.some((other) => definesTerm(other, match[0], language))) continue;
        glossed.add(term);
        const end = match.index + match[0].length;
        text = `${text.slice(0, end)}${bracket(gloss)}${text.slice(end)}`;
      }
    }
    return text.replace(/\s{2,}/gu, ' ').replace(/\b(a|an|the) (a|an|the) /giu, '$2 ');
  });
}

/**
 * Where a cause runs on into its effect inside one sentence, as [joint, end of the cause, opener of the effect]: the
 * Korean joint keeps its first group (the verb before "수 있어").
 */
const causeThenEffect: Record<ContentLanguage, readonly [RegExp, string, string]> = {
  en: [/,\s+so\s+(?=\p{L})/u, '.', 'So '],
  vi: [/,\s*(?:nên|vì vậy|vì thế|do đó)\s+(?=\p{L})/u, '.', 'Vì vậy, '],
  ko: [/(\s수\s있)어서?\s+(?=\S)/u, '어요.', '그래서 '],
  zh: [/，(?:于是|因此|所以)[，,]?/u, '。', '所以'],
};

/** A sentence that tells a cause and its effect, told as two: "X can happen. So Y." (round 9b). */
export function causeAndEffect(sentence: string, language: ContentLanguage): string[] {
  const [joint, close, opener] = causeThenEffect[language];
  const match = joint.exec(sentence);
  if (match === null || [...sentence.slice(0, match.index)].length < 8 || [...sentence.slice(match.index + match[0].length)].length < 6) return [sentence];
  return [`${sentence.slice(0, match.index)}${match[1] ?? ''}${close}`, `${opener}${sentence.slice(match.index + match[0].length)}`];
}
