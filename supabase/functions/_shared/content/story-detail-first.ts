/**
 * A first thing made or done, said with the ordinal on the thing rather than on the time (issue 13, round 11): "I baked
 * my first loaf…", "mẻ bánh đầu tiên…", "첫 김장을…", "我做的第一个蛋糕…". With a complication of a known kind after its
 * turn (… and the kitchen filled with smoke), it is told as a first time whose difficulty is that clause; without one,
 * the other readers keep it. Its hero is read as the first-time shape reads one; nobody absent is made up.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findHero, type FirstTimeShape } from './story-first-time.ts';
import { findShapeTime } from './story-first-reads.ts';

/** The ordinal on the thing, after a verb of making or doing or as its subject (my first loaf, bánh đầu tiên, 첫 김장, 第一个蛋糕). */
const firstThing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:[a-z]+ed|made|baked|built|wrote|sold|drove|ran|sang|gave|threw|took|caught|grew|sewed|knit|cooked|hosted|led|taught|my|our|her|his|their)\s+(?:(?:my|our|her|his|their|a)\s+)?(?:very\s+)?first\s+(?!time\b|day\b|night\b|week\b|year\b)[a-z]+/iu,
  vi: /(?:^|\s)(?:chiếc|cái|mẻ|nồi|bức|bài|món|buổi|chuyến|ca|lần|bữa|tiết)\s+(?:[\p{L}\p{M}]+\s+){0,3}?đầu tiên(?![\p{L}\p{M}])/iu,
  ko: /(?:^|\s)첫\s?(?!날|째|번째|사랑|눈)[가-힣]+(?:을|를|이|가|은|는|으로|로)?\s/u,
  zh: /第一(?:个|块|锅|次|顿|盘|件|篇|首|条|场|堂)[\u4e00-\u9fff]/u,
};

/** Words that make the hero alone (alone, without, một mình, 혼자, 一个人). */
const aloneWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\balone\b|\bby (?:myself|herself|himself|themselves)\b|\bon (?:my|her|his|their) own\b|\bwithout\b|\bsolo\b/iu,
  vi: /một mình|tự mình|(?:^|\s)tự(?=\s)/iu,
  ko: /혼자|홀로|없이/u,
  zh: /一个人|独自|自己/u,
};

/** A first thing made or done told before `turnAt` (where its complication begins), as a first-time shape; null when none. */
export function findFirstThing(opening: string, language: ContentLanguage, turnAt: number): FirstTimeShape | null {
  const head = opening.trim().slice(0, turnAt);
  if (!firstThing[language].test(head)) return null;
  const hero = findHero(head, language);
  // A first thing still ahead (tonight I'm hosting my first dinner party) is told as it unfolds, its difficulty planned for.
  return { kind: 'first', hero, alone: aloneWords[language].test(head), absent: null, thing: null, time: findShapeTime(opening, language), doer: null, troubleTold: true };
}
