/**
 * Measures used by the content tests and benches: how much of a text is written in a language's script,
 * and how varied a set of generated texts is (share of distinct sentences).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { sentenceTexts } from './text-segments.ts';

const hangulLetter = /[\uac00-\ud7a3\u3131-\u318e]/u;
const hanLetter = /[\u3400-\u9fff]/u;
const latinLetter = /[a-zA-Z\u00c0-\u024f\u1e00-\u1eff]/u;
const vietnameseLetter = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹàáèéìíòóùúýõãĩũ]/iu;

/** Share (0–1) of the letters of a text that belong to the language's script (Hangul, Han, or Latin for en/vi). */
export function scriptShare(text: string, language: ContentLanguage): number {
  let letters = 0;
  let inScript = 0;
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    letters += 1;
    if (language === 'ko' ? hangulLetter.test(char) : language === 'zh' ? hanLetter.test(char) : latinLetter.test(char)) inScript += 1;
  }
  return letters === 0 ? 0 : inScript / letters;
}

/** Share (0–1) of the letters of a Latin-script text that carry Vietnamese diacritics or are đ. */
export function vietnameseMarkShare(text: string): number {
  let letters = 0;
  let marked = 0;
  for (const char of text.normalize('NFC')) {
    if (!latinLetter.test(char)) continue;
    letters += 1;
    if (vietnameseLetter.test(char)) marked += 1;
  }
  return letters === 0 ? 0 : marked / letters;
}

/** Share (0–1) of distinct sentences among all sentences of the given texts (1 means no sentence was ever repeated). */
export function distinctSentenceRatio(texts: readonly string[], language: ContentLanguage): number {
  const all = texts.flatMap((text) => sentenceTexts(text, language));
  return all.length === 0 ? 0 : new Set(all).size / all.length;
}
