/**
 * Round 11b (issue 13): whether a rap rhyme tail may end a bar. A tail was pasted after any line ("nobody sees the
 * practice, but it shows, chasing down the dream", "길의 작은 것 하나까지 다 기억해, 내 길을 찾아"); now the lead and the
 * tail must make one sentence of the singer's: the lead is one clause whose subject is the singer (no comma of its own,
 * no question), and the tail continues it as an adjunct (a participle, a time, a verb of the singer), never a noun
 * phrase of its own, a simile, or an image (a dream, neon light, the sky, fire) the theme never named. Otherwise the
 * line ends as written.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** The lead is one clause of the singer's own. */
const singerClause: Record<ContentLanguage, RegExp> = {
  en: /^(?:I|I'm|I've|I'll|I’m|I’ve|I’ll)\s[^,?]+$/u,
  vi: /^(?:Ta|Mình|Tôi|Em|Anh)\s[^,?]+$/u,
  ko: /^[^,?]+(?:어|아|해|야|지|요|다|네|봐|게)$/u,
  zh: /^我[^，,？?]+$/u,
};

/** A tail that is its own noun phrase or clause with another subject, a simile, or a stock image. */
const notAdjunct: Record<ContentLanguage, RegExp> = {
  en: /\b(?:like|than|what|whatever|nobody|they|heart|seeds)\b|^(?:the|a|an|my|your|still|no|hard|hear|sick|fire|not)\b|^I\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:như|giấc mơ|gió|mây|trời|lửa|đèn|đời|cây|nước mắt|ký ức|đêm|chiều|lòng|người|ánh|bay|ai)(?![\p{L}\p{M}])/iu,
  ko: /(?:기|리|밤|맘|꿈|삶|람|말|야|날아|밝혀|넘어|쥐어|뛰어|해 봐|말해|불공평|부글)$|극복|증명|주먹|네가|눈물|시간은|바람/u,
  zh: /[梦月光天海风雨门心泪夜房火气怒]|传奇|坦白|咆哮|模样|地方/u,
};

/** Nouns after a preposition in an English participle tail ("through the night", "on my own"): each must be in the theme. */
function englishNounsFit(tail: string, theme: string): boolean {
  const nouns = [...tail.matchAll(/\b(?:the|my|a|your|our)\s(?:own\s)?(\p{L}+)/giu)].map((found) => (found[1] as string).toLowerCase()).filter((noun) => noun !== 'own');
  return nouns.every((noun) => theme.toLowerCase().includes(noun));
}

/** Whether a rhyme tail may end this lead as one sentence that fits the theme. */
export function tailJoins(lead: string, tail: string, theme: string, language: ContentLanguage): boolean {
  const line = lead.trim();
  if (!singerClause[language].test(line) || notAdjunct[language].test(tail)) return false;
  if (language === 'en') return /^(?:\p{L}+ing|every)\b/iu.test(tail) && englishNounsFit(tail, theme);
  return true;
}
