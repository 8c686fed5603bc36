/**
 * Round 13 (issue 13, lyr5): the singer's own person word in a theme is the singer, never the one sung to. A Vietnamese
 * "con", "em", "mình", "tôi" that opens a clause (followed by its verb, an aspect word or "một mình": "năm nay con ở ký
 * túc xá một mình", "em vẫn chưa về") is the one who sings, so "Con ơi, ta vẫn để phần con" is never sung to them.
 * (Korean 나, Chinese 我 and English I are never read as a person to sing to by the person finder.)
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Words that follow a subject pronoun in a Vietnamese clause: a verb of place or motion, an aspect, a modal, a negation. */
const vietnameseClauseWord = /^(?:ở|đi|về|ngồi|nằm|đứng|đón|ăn|học|làm|ngủ|thức|được|phải|có|không|chẳng|chưa|đang|đã|sẽ|vẫn|cũng|lại|mới|còn|một|tự|cứ|hay|thấy|nhớ|muốn|sống|xa|vừa|chỉ|đành)$/iu;

/** The singer's own pronouns, per language (only Vietnamese ones are ever found as a person). */
const singerWords: Record<ContentLanguage, RegExp> = {
  en: /^(?:i|me)$/iu,
  vi: /^(?:con|em|mình|tôi|tớ|cháu)$/iu,
  ko: /^(?:나|내|저|제)$/u,
  zh: /^(?:我|我们)$/u,
};

/** Whether the person word found at `at` is the singer's own word opening a clause of the theme. */
export function isSingerSubject(theme: string, word: string, at: number, language: ContentLanguage): boolean {
  if (!singerWords[language].test(word.trim())) return false;
  if (language !== 'vi') return true;
  const next = theme.slice(at + word.length).trim().split(/\s+/u)[0] ?? '';
  return vietnameseClauseWord.test(next);
}
