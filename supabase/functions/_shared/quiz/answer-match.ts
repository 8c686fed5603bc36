/**
 * Quiz answer matching: both the visitor's answer and the accepted answers are normalised the same way
 * (NFKC width folding, case, punctuation, spaces, Vietnamese diacritics, leading articles and classifiers),
 * so "  The Cat!" matches "cat", "con mèo" matches "meo" and "ｐｉｚｚａ" matches "pizza".
 * Korean and Chinese match exactly after normalisation.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Leading words that do not change the answer: English articles, Vietnamese classifiers, Chinese "one + measure word". */
const leadingFillers = /^(?:(?:a|an|the)\s+|(?:con|cái|chiếc|quả|trái|cây|ngọn|bông|tấm)\s+(?=\S)|一[个只条头匹辆架艘棵朵把本张杯块顶座]\s*(?=\S))/u;

/** Singular of a simple English plural word (cherries → cherry, glasses → glass, cats → cat). */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Normalises an answer for comparison: the same function runs on both sides. */
export function normalizeAnswer(value: string): string {
  let text = value.normalize('NFKC').toLowerCase();
  text = text.replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/gu, ' ').trim();
  text = text.replace(leadingFillers, '');
  text = text
    .split(' ')
    .map((word) => (/^[a-z]+$/.test(word) ? singular(word) : word))
    .join('');
  // Diacritics off (Vietnamese tones and marks, đ → d), then recompose so Hangul syllables stay whole.
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').replace(/đ/g, 'd').normalize('NFC');
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Whether a normalised answer is Latin letters only (where one typo is forgiven in longer words). */
const latinOnly = /^[a-z]+$/;

/** Whether the visitor's answer matches one of the accepted answers; one typo is forgiven in Latin answers of 6+ letters. */
export function answerMatches(userAnswer: string, accepted: readonly string[]): boolean {
  const given = normalizeAnswer(userAnswer);
  if (given === '') return false;
  return accepted.some((answer) => {
    const expected = normalizeAnswer(answer);
    if (expected === given) return true;
    return latinOnly.test(expected) && expected.length >= 6 && latinOnly.test(given) && editDistance(given, expected, 1) <= 1;
  });
}

/** The answers accepted in a language: that language's answers plus the English ones. */
export function acceptedAnswers(answers: Record<ContentLanguage, readonly string[]>, language: ContentLanguage): readonly string[] {
  return language === 'en' ? answers.en : [...answers[language], ...answers.en];
}
