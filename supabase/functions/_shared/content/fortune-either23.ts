/**
 * Round 19 of issue 13 (helper fort23): a keep-or-change choice leaned by the visitor's own words. form18's either/or
 * leaned to the change whenever one side kept things as they are ("when someone asks whether to change or to stay, the
 * change has usually already started"), even when the visitor's own words argued for staying: "stay at my current job
 * where im comfortable or take the offer in austin that pays more but i know nobody there" leaned to Austin, and the
 * option came out whole, its "but i know nobody there" inside the label. Now:
 * - an option's own contrast ("… but i know nobody there", "… nhưng không ổn định", "…但是压力大", "…지만 멀어요") is cut
 *   off its label and becomes what the visitor wrote on that side;
 * - a cost the visitor wrote on the change side (a limit, a negation, an adverse predicate, a fear) with none on the side
 *   that keeps things leans to keeping them, saying that cost; a cost written on the keep side leans to the change, for
 *   that cost (not because "the change has already started").
 * Reads a contrast word and negative pronouns (one class each per language) and fortune-fall21's cost marks.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { marksCost } from './fortune-fall21.ts';

/** A contrast inside an option: the word that opens what the visitor set against it. */
const innerBut: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s+(?:but|though|although)\s+/iu,
  vi: /\s+(?:nhưng(?:\s+mà)?|mà|tuy)\s+/iu,
  ko: /지만\s+/u,
  zh: /[，,]?\s*(?:但是|可是|但|不过)/u,
};

/** An option split at its own contrast: the label and what the visitor wrote against it (null when none). */
export function splitOptionCost(option: string, language: ContentLanguage): { label: string; tail: string | null } {
  const found = innerBut[language].exec(option);
  if (found === null || found.index === 0) return { label: option, tail: null };
  const label = option.slice(0, found.index).trim();
  const tail = option.slice(found.index + found[0].length).trim();
  // A Korean label keeps its verb's stem closed ("가깝지만 좁아요" → "가깝다" is not said back: keep the whole option).
  if (language === 'ko' || label.replace(/[^\p{L}\p{N}]/gu, '').length < 2 || tail.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return { label: option, tail: null };
  return { label, tail };
}

/** Negative pronouns and adverbs ("nobody", "không ai", "아무도", "没人"): a cost the limit marks miss. */
const noneMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:nobody|no one|noone|nothing|never|nowhere)\b/iu,
  vi: /(?<![\p{L}])(?:không ai|chẳng ai|không quen ai|không bao giờ|chưa bao giờ)(?![\p{L}])/iu,
  ko: /아무도|아무것도|한 번도|아는 사람이 없/u,
  zh: /没人|没有人|谁也不|一个人也不|从来没|不认识/u,
};
const costOf = (side: string | null, language: ContentLanguage): string | null =>
  side !== null && (marksCost(side, language) || noneMark[language].test(side)) ? side : null;

/** The lean of a keep-or-change choice from the costs the visitor wrote on each side, or null when they do not decide it:
 * the side to pick and the cost (told back) that decides it. */
export function leanByCost(sides: readonly [string | null, string | null], change: 0 | 1, language: ContentLanguage): { pick: 0 | 1; cost: string } | null {
  const keep: 0 | 1 = change === 0 ? 1 : 0;
  const changeCost = costOf(sides[change], language);
  const keepCost = costOf(sides[keep], language);
  if (changeCost !== null && keepCost === null) return { pick: keep, cost: changeCost };
  if (keepCost !== null && changeCost === null) return { pick: change, cost: keepCost };
  return null;
}
