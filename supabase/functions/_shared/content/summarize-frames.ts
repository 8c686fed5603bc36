/**
 * Reporting frames a line of a meme or a verse can lose (issue 13, round 9): "Giám đốc Trần Quốc Bảo cho biết ý tưởng…",
 * "Officials said that…", "市住建局表示，…", "…다고 밝혔다" keep their point without the speaker, so that a beat is short
 * enough to leave room for the text's other points. Only a frame of a few words before a clause of its own is dropped.
 * Pure string work, web standards only.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A speaker and a reporting verb at the start of a sentence, per language (group 1 is the speaker). */
const openingFrame: Record<ContentLanguage, RegExp> = {
  en: /^((?:[\p{L}’'-]+\s){1,5}?)(?:said|says|told reporters|explained|noted|added|announced|stressed|argued)(?: that\s+|,\s+)/u,
  vi: /^(\p{Lu}(?:[\p{L}\p{M}]*\s){1,6}?)(?:cho biết|cho hay|khẳng định|thừa nhận|nhấn mạnh)(?: rằng| là)?,?\s+/u,
  ko: /(?!)/u,
  zh: /^([\p{Script=Han}]{1,10}?)(?:表示|指出|介绍|强调|透露|称|说)[，,：:]/u,
};

/** Words in a piece of text: words (en, vi) or characters (ko, zh). */
function size(text: string, language: ContentLanguage): number {
  return language === 'en' || language === 'vi' ? text.split(/\s+/u).filter((word) => word !== '').length : [...text.replace(/\s/gu, '')].length;
}

/** Least size of what remains after a frame is dropped, per language. */
const restMinimum: Record<ContentLanguage, number> = { en: 6, vi: 6, ko: 10, zh: 8 };

/**
 * The sentence without its reporting frame: an opening "speaker said (that)" of at most a few words, or a Korean closing
 * "…다고 밝혔다/말했다" made a plain statement ("…한다고 밝혔다" → "…한다"). Unchanged when what remains would be short.
 */
export function withoutReportingFrame(sentence: string, language: ContentLanguage): string {
  if (language === 'ko') {
    const plain = sentence.replace(/(다)고\s+(?:밝혔|말했|전했|설명했|발표했|강조했|덧붙였|주장했)다([.!]?)$/u, '$1$2');
    return plain !== sentence && size(plain, language) >= restMinimum.ko ? plain : sentence;
  }
  const match = openingFrame[language].exec(sentence);
  if (match === null) return sentence;
  const rest = sentence.slice(match[0].length).trim();
  if (size(rest, language) < restMinimum[language]) return sentence;
  return language === 'en' || language === 'vi' ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest;
}
