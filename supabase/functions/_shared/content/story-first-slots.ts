/**
 * Slots of the generic story plot filled only by whole noun phrases (issue 13, round 10, third pass): a span whose
 * grammar shows a clause (a subject with its predicate, an aspect or negation word, a clause-final particle) is no noun
 * phrase ("chú nghỉ hẳn", "she quit for good", "他走了", "문을 닫는다"), so the line that would carry it is left out.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';

/** Vietnamese closed-class words that only a clause holds: aspect, negation, modality, clause-final particles, purpose. */
const vietnameseClauseWords = new Set(
  'đã đang sẽ vừa sắp chưa không chẳng chả cũng hẳn luôn rồi nữa thôi được bị hãy đừng cứ vẫn để nên phải muốn định'.split(' '),
);
/** English words that only a clause holds: auxiliaries, modals, subject pronouns. */
const englishClauseWords = new Set("i he she we they you is was are were am will would can could shall should did does do has had have 's 're 've won't can't didn't doesn't isn't wasn't quit".split(' '));
/** Chinese aspect and clause markers, and a subject pronoun at the head. */
const chineseClause = /[了着过]|^(?:他|她|我|你|它|咱)|就要|正在|已经|快要|不再/u;

/** Whether `span` is a whole noun phrase a generic line may carry, by its grammar in `language`. */
export function isWholeSlotPhrase(span: string, language: ContentLanguage): boolean {
  const words = span.trim().toLowerCase().split(/\s+/u);
  if (words.length === 0 || words[0] === '') return false;
  if (language === 'vi') return !words.some((w) => vietnameseClauseWords.has(w));
  if (language === 'en') return !words.some((w) => englishClauseWords.has(w.replace(/[’]/gu, "'")));
  // Korean: a modifier (낡은 사진) is part of a noun phrase; a phrase that ends in a predicate, or holds a clause ending, is not.
  if (language === 'ko') return !isKoreanPredicateForm(words[words.length - 1] as string) && !words.some((w) => /(?:다|는데|니까|어서|아서|해서|지만|고)$/u.test(w));
  return !chineseClause.test(span);
}
