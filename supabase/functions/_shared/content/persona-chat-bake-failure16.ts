/**
 * Round 15, second wave (chat16) of issue 13: a bake that keeps going wrong in a way of its own: cookies that spread
 * flat, a cake that sinks in the middle, brownies that come out cakey instead of fudgy. The chef's failure classes had
 * none of these, so they took the general "one of four things, walk me through it" or the not-rising rescue (leavening,
 * bread pudding). Read only when the message names a bake (persona-chat-chef-bake.ts), so 라면이 퍼져 stays soggy noodles
 * and a sinking feeling is no cake. The defect words are a short list per class (said so).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { bakeNamed } from './persona-chat-chef-bake.ts';

/** The bake failures read here. */
export type BakeFailure = 'spread' | 'sunk' | 'cakey';

const bakeFailures: Readonly<Record<ContentLanguage, readonly (readonly [BakeFailure, RegExp])[]>> = {
  en: [['spread', /\bspread(?:s|ing)?\b|\bgo(?:es)? (?:all )?flat and thin\b/iu], ['sunk', /\b(?:sinks?|sank|sunk|sinking|caves? in|caved in|collapses?|collapsed)\b/iu], ['cakey', /\b(?:cakey|cake-?like|like (?:a )?cake|too fluffy)\b/iu]],
  vi: [['spread', /(?:chảy bè|bè ra|bị chảy|loang ra|tan chảy ra)/iu], ['sunk', /(?:bị lún|lún (?:ở )?giữa|sụp (?:ở )?giữa|xẹp (?:ở )?giữa|bị sụp|lõm (?:ở )?giữa)/iu], ['cakey', /(?:xốp như bánh bông lan|như bánh bông lan|bị xốp)/iu]],
  ko: [['spread', /(?:옆으로 퍼|퍼져|퍼지|넓게 퍼)/u], ['sunk', /(?:가운데가 (?:꺼|주저앉|푹)|꺼졌|꺼져|주저앉)/u], ['cakey', /(?:케이크처럼|케이크 같|너무 폭신)/u]],
  zh: [['spread', /(?:摊开|摊成|摊平|化开|扁成)/u], ['sunk', /(?:中间塌|塌陷|凹下去|中间凹|一出炉就塌|回缩)/u], ['cakey', /(?:像蛋糕|蛋糕一样|太蓬松)/u]],
};

/** The bake failure the message tells, when it names a bake, or null. */
export function readBakeFailure(text: string, language: ContentLanguage): BakeFailure | null {
  if (bakeNamed(text) === null) return null;
  return bakeFailures[language].find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The bake as the visitor named it (bánh bông lan, not bare bánh; 戚风蛋糕), for a failure whose dish was not read. */
export function bakePhrase(text: string, language: ContentLanguage): string | null {
  if (language === 'vi') {
    // The bake's name runs until the visitor's own pronoun or verb (bánh bông lan | em nướng…).
    const found = /(?<![\p{L}\p{M}])bánh(?:\s+(?!(?:em|mình|tao|tớ|tôi|tui|nướng|làm|hấp|bị|cứ|ra|của|lúc|khi|thì|mà|nào)(?![\p{L}\p{M}]))[\p{L}\p{M}]+){0,3}/iu.exec(text);
    return found?.[0] ?? null;
  }
  if (language === 'zh') return /(?:[\u4e00-\u9fff]{0,2})(?:蛋糕|面包|饼干|曲奇|松饼|吐司|马芬|布朗尼)/u.exec(text)?.[0]?.replace(/^(?:我烤的|烤的|我做的|做的|的)/u, '') ?? bakeNamed(text);
  return bakeNamed(text);
}
